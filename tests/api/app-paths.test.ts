// Which paths the server answers as the app's (pocketbase/pb_hooks/10_http.pb.js, lib/pages/app-paths.js), seen from
// outside: the app's files, its prerendered pages and its routes answer 200; any other path 404, with the shell
// as body so the app still renders its not-found page; files and folders named with a leading "." are never
// served. The public directory below is laid out like the build's, its route table in the build's format.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor } from './support/fixtures';
import { isPrivatePage } from '@contract/private-pages.js';

const SHELL = '<!doctype html><html><body><div id="root">SHELL</div></body></html>';
const INDEX = '<!doctype html><html><body><div id="root" data-prerendered="/">HOME</div></body></html>';
const SECRET = 'secret-that-must-not-leave';
/** A public page's Cache-Control (pb_hooks/lib/http/public-cache.js): the browser asks again, a shared cache keeps it a minute. */
const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    publicFiles: {
      'index.html': INDEX,
      'shell.html': SHELL,
      'guidelines/index.html': '<!doctype html><div id="root" data-prerendered="/guidelines">GUIDELINES</div>',
      'assets/index-abc123.js': 'export {};',
      'robots.txt': 'User-agent: *',
      'app-routes.json': JSON.stringify({
        caseSensitive: false,
        paths: [
          '/',
          '/account',
          '/guidelines',
          '/institutions',
          '/institutions/$institutionId',
          '/institutions/$institutionId/add-rating',
          '/instructors/add',
          '/instructors/$instructorId',
          '/report/$type/$id',
          '/verify/$token',
        ],
      }),
      '.vite/manifest.json': `{"${SECRET}": true}`,
      '.env': `RAYEK_SMTP_PASSWORD=${SECRET}`,
      '.git/config': `[remote] url = ${SECRET}`,
      'assets/.x': SECRET,
      'guidelines/.draft.html': SECRET,
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

async function get(path: string) {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

test("the app's files, its prerendered pages and its routes answer 200 with the page headers", async () => {
  const institution = await createInstitution(server.admin);
  const instructor = await createInstructor(server.admin, institution.id);
  const pages: Array<[path: string, body: string]> = [
    ['/', INDEX],
    ['/guidelines', 'GUIDELINES'],
    ['/guidelines/', 'GUIDELINES'],
    ['/account', SHELL],
    // Not the page of an instructor whose id is "add": a plain route wins over a parameter, as in the router.
    ['/instructors/add', SHELL],
    ['/verify/some.token.here', SHELL],
    [`/report/instructors/${instructor.id}`, SHELL],
    [`/institutions/${institution.id}/add-rating`, SHELL],
    // The router matches paths in any case, so the server does too.
    ['/ACCOUNT', SHELL],
  ];
  for (const [path, body] of pages) {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    expect(res.body, path).toContain(body);
    expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    // A public page may be kept by a shared cache a minute (pb_hooks/lib/http/public-cache.js); a private one never.
    expect(res.headers.get('cache-control'), path).toBe(isPrivatePage(path) ? 'no-cache' : PAGE_CACHE);
  }
  const script = await get('/assets/index-abc123.js');
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await get('/robots.txt')).status).toBe(200);
});

test('a path that is no page of the app answers 404 with the shell, which renders the not-found page', async () => {
  for (const path of [
    '/this/is/not/a/page',
    '/guidelines/extra',
    '/account/settings',
    '/institutions/a/b/c',
    '/instructors/add/more',
    '/report/x',
    // A report form of an item that does not exist (tests/api/crawlers.test.ts).
    '/report/instructor-rating/abcdefghij12345',
    '/verify',
    '/wp-login.php',
    '/index',
  ]) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    expect(res.body, path).toBe(SHELL);
    expect(res.headers.get('content-type'), path).toContain('text/html');
    expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control'), path).toBe(isPrivatePage(path) ? 'no-cache' : PAGE_CACHE);
  }
});

test('nothing named with a leading "." is served, at any depth', async () => {
  for (const path of [
    '/.vite/manifest.json',
    '/.vite/',
    '/.env',
    '/.git/config',
    '/.git',
    '/assets/.x',
    '/guidelines/.draft.html',
    '/.well-known/x',
  ]) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    expect(res.body, path).not.toContain(SECRET);
    expect(res.body, path).not.toContain('<html');
  }
});

test('unknown API paths stay a JSON 404', async () => {
  const res = await get('/api/no-such-endpoint');
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toContain('application/json');
});
