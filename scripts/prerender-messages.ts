// Vite plugins for the interface texts, used by the client build and by the prerender's SSR build alike.
// - `virtual:messages/<lang>/<part>` compiles lang/<lang>.json into ICU ASTs at build time: the browser then
//   needs no message parser, which is most of react-intl's weight. `legal.*` keys form the `legal` part
//   (three long pages), everything else the `core` part.
// - react-intl's message parser is swapped for its parser-free build, which is enough for compiled messages.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL = /^virtual:messages\/(ar|fr|en)\/(core|legal|contribute|browse)$/;

/**
 * The part a message loads with. `browse`: the search and record pages' texts (searches, detail pages, the
 * offline banner) with the names of scores, scale steps, tags and statuses (lib/i18n/labels.ts), which the
 * forms, the report page and moderation show too; loaded by those routes and preloaded by the prerendered pages. `contribute`: the texts of the pages where students write and follow what they
 * wrote (forms, outbox view, my contributions, moderation, the account settings and the pages of the password-reset
 * and e-mail-change links), loaded by those routes. What shows on every page
 * stays in `core`: the header badges (`outbox.badge`, `moderation.badge`, `moderation.title`) and the outbox's
 * notifications (`outbox.delivered.*`, `outbox.notify.*`).
 */
const CORE_EXCEPTIONS = /^(outbox\.badge|outbox\.delivered\.|outbox\.notify\.|moderation\.badge|moderation\.title$)/;
export function partOf(key: string): 'core' | 'legal' | 'contribute' | 'browse' {
  if (key.startsWith('legal.')) return 'legal';
  if (key.startsWith('browse.')) return 'browse';
  if (CORE_EXCEPTIONS.test(key)) return 'core';
  if (/^(form|contributions|outbox|moderation|account|auth\.reset|auth\.emailChange)\./.test(key)) return 'contribute';
  return 'core';
}
const PARSER = '@formatjs/icu-messageformat-parser';

type Parse = (message: string, options?: { ignoreTag?: boolean }) => unknown;

// The same parser version as the runtime (react-intl's own dependency), so the AST matches what it expects.
async function loadParser(root: string): Promise<Parse> {
  const fromRoot = createRequire(path.join(root, 'package.json'));
  const fromIntl = createRequire(fromRoot.resolve('react-intl'));
  const mod = (await import(pathToFileURL(fromIntl.resolve(PARSER)).href)) as { parse: Parse };
  return mod.parse;
}

export function compiledMessages(root: string): Plugin {
  let parse: Parse | undefined;
  return {
    name: 'rayek:messages',
    enforce: 'pre',
    resolveId(id) {
      return VIRTUAL.test(id) ? `\0${id}` : null;
    },
    async load(id) {
      const match = id.startsWith('\0') ? VIRTUAL.exec(id.slice(1)) : null;
      if (!match) return null;
      const [, language, part] = match;
      const file = path.join(root, 'lang', `${language}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      parse ??= await loadParser(root);
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(all)) {
        if (partOf(key) !== part) continue;
        try {
          compiled[key] = parse(message);
        } catch (error) {
          throw new Error(`lang/${language}.json: message "${key}" is not valid ICU: ${String(error)}`);
        }
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}

export function intlWithoutParser(): Plugin {
  return {
    name: 'rayek:intl-without-parser',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id !== PARSER) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
    },
  };
}
