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

const { MESSAGE_PARTS } = createRequire(import.meta.url)(
  '../../contract/served-pages.js',
) as typeof import('../../contract/served-pages.js');
type MessagePart = (typeof MESSAGE_PARTS)[number];
const VIRTUAL = new RegExp(`^virtual:messages/(ar|fr|en)/(${MESSAGE_PARTS.join('|')})$`);

/**
 * The part a message loads with. `browse`: the search and record pages' texts (searches, detail pages, /compare, the
 * offline banner, the device settings page `settings.*`) with the names of scores, scale steps, tags and statuses (lib/i18n/labels.ts), which the
 * forms, the report page and moderation show too; loaded by those routes and preloaded by the prerendered pages. `contribute`: the texts of the pages where students write and follow what they
 * wrote (forms, the report page, outbox view, my contributions, moderation, the account settings and the pages of the password-reset
 * and e-mail-change links) and the account texts (`auth.*`: the sign-in and sign-up dialog, the verification page,
 * the sign-in gate, account errors), loaded by those routes and with the dialog. What shows on every page
 * stays in `core`: the header's account buttons (`auth.signIn`, `auth.signUp`, `auth.signOut` and the sign-out's
 * notification), the header badges (`outbox.badge`, `moderation.badge`, `moderation.title`) and the outbox's
 * notifications (`outbox.delivered.*`, `outbox.notify.*`).
 */
const CORE_EXCEPTIONS =
  /^(auth\.signIn$|auth\.signUp$|auth\.signOut$|auth\.notify\.signedOut$|outbox\.badge|outbox\.delivered\.|outbox\.notify\.|moderation\.badge|moderation\.title$)/;
export function partOf(key: string): MessagePart {
  if (key.startsWith('legal.')) return 'legal';
  if (key.startsWith('browse.') || key.startsWith('compare.') || key.startsWith('settings.')) return 'browse';
  if (CORE_EXCEPTIONS.test(key)) return 'core';
  if (/^(form|contributions|outbox|moderation|account|auth|report)\./.test(key)) return 'contribute';
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

// npm installed react-intl's and @formatjs/intl's dependencies twice (each under its own node_modules), at the
// same versions: the first load carried two copies of intl-messageformat, its memoizer and the parser stub
// (about 1.8 KB gzip). A package nested under @formatjs/intl resolves to react-intl's copy when that copy exists
// at the same version; a different version is left alone.
const NESTED_UNDER_FORMATJS_INTL = `${path.sep}node_modules${path.sep}@formatjs${path.sep}intl${path.sep}node_modules${path.sep}`;
const NESTED_UNDER_REACT_INTL = `${path.sep}node_modules${path.sep}react-intl${path.sep}node_modules${path.sep}`;

function packageVersion(file: string, nestedRoot: string): string | undefined {
  const at = file.indexOf(nestedRoot) + nestedRoot.length;
  const rest = file.slice(at).split(path.sep);
  const name = rest[0]!.startsWith('@') ? rest.slice(0, 2) : rest.slice(0, 1);
  const manifest = path.join(file.slice(0, at), ...name, 'package.json');
  if (!fs.existsSync(manifest)) return undefined;
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string }).version;
}

/** react-intl's copy of a module that @formatjs/intl nests at the same version, if there is one. */
function sharedCopy(file: string): string | undefined {
  if (!file.includes(NESTED_UNDER_FORMATJS_INTL)) return undefined;
  const twin = file.replace(NESTED_UNDER_FORMATJS_INTL, () => NESTED_UNDER_REACT_INTL);
  if (!fs.existsSync(twin)) return undefined;
  const mine = packageVersion(file, NESTED_UNDER_FORMATJS_INTL);
  return mine !== undefined && mine === packageVersion(twin, NESTED_UNDER_REACT_INTL) ? twin : undefined;
}

export function intlWithoutParser(): Plugin {
  return {
    name: 'rayek:intl-without-parser',
    enforce: 'pre',
    async resolveId(id, importer) {
      const fromFormatjsIntl = importer?.includes(`${path.sep}@formatjs${path.sep}intl${path.sep}`) === true;
      if (id !== PARSER && !fromFormatjsIntl) return null;
      const resolved = await this.resolve(id === PARSER ? `${PARSER}/no-parser.js` : id, importer, { skipSelf: true });
      if (!resolved || resolved.external) return id === PARSER ? resolved : null;
      const twin = sharedCopy(resolved.id.split('?')[0]!);
      if (twin) return { ...resolved, id: twin };
      return id === PARSER ? resolved : null;
    },
  };
}
