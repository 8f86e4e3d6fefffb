// The server-filled pages' manifest (contract/served-pages.js) agrees with the route modules it names and with
// the server's record templates, so a page is added or changed in one place.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { MESSAGE_PARTS, SERVED_PAGES, servedFile } from '@contract/served-pages.js';

const root = path.resolve(import.meta.dirname, '../..');
// The hooks' modules require each other through PocketBase's `__hooks`.
(globalThis as { __hooks?: string }).__hooks = path.join(root, 'pocketbase/pb_hooks');
const requireHook = createRequire(import.meta.url);
const recordPages = requireHook('../../pocketbase/pb_hooks/lib/pages/record-pages.js') as {
  TEMPLATES: { route: string }[];
  reportTemplate: (type: string) => { route: string };
};
const searchPages = requireHook('../../pocketbase/pb_hooks/lib/pages/served-search-pages.js') as {
  SEARCHES: Record<string, { collection: string }>;
};

describe('contract/served-pages.js', () => {
  test('each page names a route module that exists, whose loader loads exactly its parts', () => {
    // The manifest's parts are what the page's HTML is rendered with and preloads; the loader is what the app
    // loads for it. Every page starts with `core` (startI18n); a loader that asked for less than the HTML shows
    // would render message ids over the served text, one that asked for more would load a part for nothing.
    // The loaders name their parts themselves: reading the manifest would bring it into the first load.
    const loaderCall = /\bloader:\s*\(\)\s*=>\s*ensureMessageParts?\(([^)]*)\)/;
    for (const page of SERVED_PAGES) {
      const file = path.join(root, page.route);
      expect(fs.existsSync(file), page.route).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      const call = loaderCall.exec(source);
      const asked = call ? [...call[1]!.matchAll(/'([a-z]+)'/g)].map((q) => q[1]) : [];
      // A loader written otherwise would escape the check: the page must say its parts this way or not at all.
      expect([...source.matchAll(/ensureMessageParts?\(/g)].length, `${page.route}: one loader call`).toBe(
        call ? 1 : 0,
      );
      expect(['core', ...asked].sort(), `${page.path}: its loader's parts`).toEqual([...page.parts].sort());
      expect(page.parts[0], page.path).toBe('core');
      for (const part of page.parts) expect(MESSAGE_PARTS).toContain(part);
    }
  });

  test("the server's record and report templates are the manifest's, no more and no fewer", () => {
    const templated = new Set([...recordPages.TEMPLATES.map((t) => t.route), recordPages.reportTemplate('x').route]);
    const listed = new Set(
      SERVED_PAGES.filter((p) => p.template === 'record' || p.template === 'report').map((p) => p.path),
    );
    expect([...templated].sort()).toEqual([...listed].sort());
  });

  test("the server's search pages are the manifest's, each with its search", () => {
    // The server serves a page with a search's answer only where both say search: a page the manifest makes a
    // search needs its route and collection, and an entry for any other page is never read.
    const listed = SERVED_PAGES.filter((p) => p.template === 'search').map((p) => p.path);
    expect(Object.keys(searchPages.SEARCHES).sort()).toEqual(listed.sort());
  });

  test('pages without parameters are written where the server reads them', () => {
    expect(servedFile('/')).toBe('index.html');
    expect(servedFile('/terms-of-use')).toBe('terms-of-use/index.html');
    expect(new Set(SERVED_PAGES.map((p) => p.path)).size).toBe(SERVED_PAGES.length);
  });
});
