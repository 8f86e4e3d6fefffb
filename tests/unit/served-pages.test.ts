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
  test('each page names a route module that exists, and the parts its loader asks for are among its parts', () => {
    for (const page of SERVED_PAGES) {
      const file = path.join(root, page.route);
      expect(fs.existsSync(file), page.route).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      const asked = [...source.matchAll(/ensureMessageParts?\(([^)]*)\)/g)].flatMap((m) =>
        [...m[1]!.matchAll(/'([a-z]+)'/g)].map((q) => q[1]),
      );
      for (const part of asked) expect(page.parts, `${page.path} loads ${part}`).toContain(part);
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
    // The server seeds a page only where both say search: a page the manifest makes a search needs its
    // route and collection, and an entry for any other page is never read.
    const listed = SERVED_PAGES.filter((p) => p.template === 'search').map((p) => p.path);
    expect(Object.keys(searchPages.SEARCHES).sort()).toEqual(listed.sort());
  });

  test('pages without parameters are written where the server reads them', () => {
    expect(servedFile('/')).toBe('index.html');
    expect(servedFile('/terms-of-use')).toBe('terms-of-use/index.html');
    expect(new Set(SERVED_PAGES.map((p) => p.path)).size).toBe(SERVED_PAGES.length);
  });
});
