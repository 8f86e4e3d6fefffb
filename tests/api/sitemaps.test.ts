// The sitemaps (pocketbase/pb_hooks/lib/sitemaps.js) and robots.txt: what a search engine is told to crawl.
// Every public record's page, each with its lastmod and its language addresses, in absolute URLs from the app URL
// setting; no record that is not public (a pending or archived instructor has no page); cacheable by anyone.
import fs from 'node:fs';
import path from 'node:path';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor } from './support/actors';
import { createInstitution, createInstructor, createProgram } from './support/fixtures';

const APP_URL = 'https://rayek.example';
let server: TestServer;
const public_ = { institutions: [] as RecordModel[], programs: [] as RecordModel[], instructors: [] as RecordModel[] };
const hidden: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { RAYEK_RATE_LIMITS: 'off', RAYEK_APP_URL: APP_URL },
    publicFiles: {
      'shell.html': '<!doctype html><html><body><div id="root">SHELL</div></body></html>',
      'robots.txt': fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'public', 'robots.txt'), 'utf8'),
    },
  });
  const author = await createActor(server);
  // Records created before the first sitemap request: the answers are kept a few minutes once made.
  for (let i = 0; i < 3; i += 1) {
    const institution = await createInstitution(server.admin);
    public_.institutions.push(institution);
    public_.programs.push(await createProgram(server.admin, institution.id));
    public_.instructors.push(await createInstructor(server.admin, institution.id));
    hidden.push((await createInstructor(server.admin, institution.id, { status: 'PENDING_APPROVAL', user: author.id })).id);
    hidden.push((await createInstructor(server.admin, institution.id, { status: 'ARCHIVED' })).id);
  }
  // An update moves lastmod.
  public_.institutions[0] = await server.admin.collection('institutions').update(public_.institutions[0]!.id, { name_ar: 'اسم جديد' });
});
afterAll(async () => {
  await server?.stop();
});

async function get(p: string) {
  const res = await fetch(`${server.url}${p}`);
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: await res.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** Each <url> of a sitemap page: its loc, lastmod and alternates (hreflang → href). */
function urls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const body = m[1]!;
    const alternates = Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [a[1]!, a[2]!]),
    );
    return { loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1], lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1], alternates };
  });
}

test('the sitemap index names a page of each kind, and the pages list every public record with lastmod and its languages', async () => {
  const index = await get('/sitemap.xml');
  expect(index.status).toBe(200);
  expect(index.type).toContain('xml');
  expect(index.cache).toMatch(/^public, max-age=\d+$/);
  expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const pages = locs(index.body);
  expect(pages).toEqual([`${APP_URL}/sitemaps/institutions-1.xml`, `${APP_URL}/sitemaps/programs-1.xml`, `${APP_URL}/sitemaps/instructors-1.xml`]);

  const listed: string[] = [];
  for (const [kind, records] of Object.entries(public_)) {
    const page = await get(`/sitemaps/${kind}-1.xml`);
    expect(page.status, kind).toBe(200);
    expect(page.cache, kind).toMatch(/^public, max-age=\d+$/);
    expect(page.body, kind).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = urls(page.body);
    for (const record of records) {
      const loc = `${APP_URL}/${kind}/${record.id}`;
      expect(entries, kind).toContainEqual({
        loc,
        lastmod: String(record['updated']).replace(' ', 'T'),
        alternates: { ar: `${loc}?lang=ar`, fr: `${loc}?lang=fr`, en: `${loc}?lang=en`, 'x-default': loc },
      });
    }
    // Each entry is a page of this kind, and no record twice.
    for (const entry of entries) expect(entry.loc, kind).toMatch(new RegExp(`^${APP_URL}/${kind}/[a-z0-9]{15}$`));
    expect(new Set(entries.map((e) => e.loc)).size, kind).toBe(entries.length);
    listed.push(page.body);
  }
  // Not published: in no sitemap, and no page either.
  for (const id of hidden) {
    for (const body of listed) expect(body).not.toContain(id);
    expect((await get(`/instructors/${id}`)).status).toBe(404);
  }
});

test('a page that does not exist is a 404, whatever its name', async () => {
  for (const p of ['/sitemaps/instructors-2.xml', '/sitemaps/instructors-0.xml', '/sitemaps/users-1.xml', '/sitemaps/institutions-1.xml.gz', '/sitemaps/x']) {
    expect((await get(p)).status, p).toBe(404);
  }
});

test('robots.txt names the sitemap by its absolute address', async () => {
  const res = await get('/robots.txt');
  expect(res.status).toBe(200);
  expect(res.type).toContain('text/plain');
  const lines = res.body.split('\n');
  expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  expect(lines.filter((l) => /sitemap:/i.test(l))).toEqual([`Sitemap: ${APP_URL}/sitemap.xml`]);
  expect(lines).toContain('Disallow: /_/');
});
