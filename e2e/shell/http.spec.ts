// What PocketBase answers (pocketbase/pb_hooks/10_http.pb.js): security headers, compression, cache policy,
// the manifest's type, prerendered pages at their clean path, the shell elsewhere (404 outside the app's routes
// and for record pages of no public record), nothing named with a leading ".", JSON 404 for the API.
import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { distDir } from '../../scripts/lib/paths.mjs';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin } from '../forms/support';

test('pages carry the security headers and a CSP that forbids framing and foreign scripts', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-encoding']).toBe('gzip');
  // A public page: a shared cache may keep it a minute, the browser asks again (pb_hooks/lib/http/public-cache.js).
  expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
});

test('API answers carry the headers JSON needs, and unknown API paths are a JSON 404', async ({ request }) => {
  // No JavaScript runs for API requests (it would cost a quarter of a read): PocketBase's own headers stay.
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['content-type']).toContain('application/json');
  expect(health.headers()['x-content-type-options']).toBe('nosniff');
  expect(health.headers()['x-frame-options']).toBe('SAMEORIGIN');
  for (const path of ['/api/no-such-endpoint', '/api/collections/institutions/nothing/here/at/all']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['content-type']).toContain('application/json');
  }
});

test('prerendered pages are served at their clean path without a redirect', async ({ request }) => {
  for (const [path, key] of [
    ['/guidelines', 'legal.guidelines.title'],
    ['/privacy-policy', 'legal.privacy.title'],
    ['/terms-of-use', 'legal.terms.title'],
    ['/home', 'home.title'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toContain(`>${t('ar', key)}</h1>`);
  }
});

test('every route of the router answers 200: the build wrote them for the server, from the router itself', async ({
  request,
}) => {
  const table = JSON.parse(fs.readFileSync(path.join(distDir as string, 'app-routes.json'), 'utf8')) as {
    paths: string[];
  };
  expect(table.paths).toEqual(
    expect.arrayContaining(['/', '/instructors/add', '/instructors/$instructorId/add-rating', '/report/$type/$id']),
  );
  const institution = (
    await (await request.get('/api/collections/institutions/records?perPage=1&filter=(name_ar!="")')).json()
  ).items[0];
  const program = (await (await request.get('/api/collections/programs/records?perPage=1')).json()).items[0];
  const instructors = (await (await request.get('/api/collections/instructors/records?perPage=1')).json()).items;
  // A published rating a guest may see (so of a published instructor): the reply form names one.
  const rating = (
    await (await request.get('/api/collections/instructor_ratings/records?perPage=1&fields=id,instructor')).json()
  ).items[0];
  // A record page needs a public record, and so does a report form (its kind and the reported item's id) and a
  // reply form (a published rating of that instructor); a page below it is the app's to judge.
  const ids: Record<string, string> = {
    institutionId: institution.id,
    programId: program.id,
    instructorId: rating?.instructor ?? instructors[0]?.id,
    ratingId: rating?.id,
    type: 'instructors',
    id: instructors[0]?.id,
  };
  for (const pattern of table.paths) {
    if ((pattern.startsWith('/instructors/$instructorId') || pattern.startsWith('/report/')) && !ids.instructorId)
      continue;
    if (pattern.includes('$ratingId') && !ids.ratingId) continue;
    const url = pattern.replace(/\$(\w+)/g, (_, name: string) => ids[name] ?? 'abcdefghij12345');
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'");
  }
});

test('other app paths get the shell, which prerenders the layout and a loading state', async ({ request }) => {
  const response = await request.get('/account', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain('data-prerendered');
  // A reader's own page stays out of search engines' indexes (tests/api/crawlers.test.ts has every kind).
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  expect(html).toContain(t('ar', 'status.loading'));
  expect(html).toContain(t('ar', 'footer.privacy'));
});

test('unknown paths, and record pages, report forms and comparisons of no public record, answer 404 with the shell and the page headers', async ({
  request,
  stack,
}) => {
  const institution = (await (await request.get('/api/collections/institutions/records?perPage=1')).json()).items[0];
  const admin = await Admin.connect(stack);
  const hidden: string[] = [];
  for (const status of ['PENDING_APPROVAL', 'ARCHIVED']) {
    const instructor = await admin.create('instructors', {
      name: `Hidden ${status}`,
      institution: institution.id,
      department: 'Informatique',
      user_agrees: true,
      status,
    });
    hidden.push(`/instructors/${String(instructor.id)}`, `/report/instructors/${String(instructor.id)}`);
  }
  for (const url of [
    '/this/is/not/a/page',
    '/guidelines/extra',
    '/institutions/a/b/c',
    '/account/settings',
    '/wp-login.php',
    '/institutions/zzzzzzzzzzzzzzz',
    '/programs/zzzzzzzzzzzzzzz',
    '/instructors/zzzzzzzzzzzzzzz',
    '/report/nonsense/zzzzzzzzzzzzzzz',
    '/compare?kind=instructors&ids=zzzzzzzzzzzzzzz',
    ...hidden,
  ]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    expect(response.headers()['content-type'], url).toContain('text/html');
    expect(response.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'");
    // A report form is a private page: never kept by a shared cache; the other 404s are public pages.
    expect(response.headers()['cache-control'], url).toBe(
      url.startsWith('/report/') ? 'no-cache' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    const html = await response.text();
    expect(html, url).not.toContain('data-prerendered');
    expect(html, url).not.toContain('Hidden');
    expect(html, url).toContain(t('ar', 'status.loading'));
  }
});

test('the build ships no file or folder named with a leading ".", and no such path is served', async ({ request }) => {
  const shipped = fs.readdirSync(distDir as string, { recursive: true }) as string[];
  expect(shipped.filter((file) => file.split(path.sep).some((segment) => segment.startsWith('.')))).toEqual([]);
  for (const url of ['/.vite/manifest.json', '/.vite/', '/.env', '/.git/config', '/assets/.x']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).not.toContain('<html');
  }
});

test('hashed assets are cached for a year; the service worker and manifest are revalidated', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const script = await request.get(entry!);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-type']).toContain('javascript');
  expect(script.headers()['content-encoding']).toBe('gzip');

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

  const missing = await request.get('/assets/index-0000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('User-agent: *');
});

test('the manifest describes an installable Arabic, right-to-left app with its icons', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: t('ar', 'app.name'),
    short_name: t('ar', 'app.name'),
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#b3262f',
  });
  const sizes = new Map<string, string>();
  for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
    const png = await response.body();
    // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    sizes.set(icon.purpose, `${sizes.get(icon.purpose) ?? ''} ${icon.sizes}`.trim());
  }
  expect(sizes.get('any')).toBe('192x192 512x512');
  expect(sizes.get('maskable')).toBe('512x512');
});
