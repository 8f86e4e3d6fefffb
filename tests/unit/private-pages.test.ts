// Which of the app's pages search engines may index (contract/private-pages.js): every route of src/routes is
// either on the private list or named public here, so a new page is a decision, not an accident; and the list's
// matcher reads paths as the router does (parameters, letter case, slashes, a query).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { PRIVATE_PAGES, isPrivatePage } from '@contract/private-pages.js';

/** Pages meant to be found: the landing and home pages, the searches, the record pages, the legal texts, /compare. */
const PUBLIC_PAGES = [
  '/',
  '/home',
  '/institutions',
  '/instructors',
  '/programs',
  '/institutions/$',
  '/instructors/$',
  '/programs/$',
  '/compare',
  '/guidelines',
  '/privacy-policy',
  '/terms-of-use',
];

/** The router's file routes, with every parameter written `$` ("/instructors/$/add-rating"). */
function routePatterns(): string[] {
  const dir = path.resolve(import.meta.dirname, '..', '..', 'src', 'routes');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('__root.tsx'))
    .map((file) => {
      const segments = file
        .replace(/\.tsx$/, '')
        .split(path.sep)
        .filter((s) => s !== 'index');
      return `/${segments.map((s) => (s.startsWith('$') ? '$' : s)).join('/')}`;
    });
}

describe('private pages', () => {
  test('every route is either private or meant to be public, and every private pattern is a route', () => {
    const routes = routePatterns();
    expect([...routes].sort()).toEqual([...PRIVATE_PAGES, ...PUBLIC_PAGES].sort());
  });

  test('paths match as the router reads them', () => {
    for (const p of [
      '/account',
      'account',
      '/account/',
      '/Account',
      '/instructors/add?x=1',
      '/report/instructors/abc',
      '/verify/TOKEN#x',
    ]) {
      expect(isPrivatePage(p), p).toBe(true);
    }
    for (const p of [
      '/',
      '',
      '/institutions/abc',
      '/instructors/abc',
      '/compare?kind=instructors&ids=a',
      '/account/settings',
      '/report/x',
    ]) {
      expect(isPrivatePage(p), p).toBe(false);
    }
  });
});
