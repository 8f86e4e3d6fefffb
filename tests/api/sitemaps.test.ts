// The sitemaps (pocketbase/pb_hooks/lib/pages/sitemaps.js) and robots.txt: what a search engine is told to crawl.
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
/** Crawlers and shared caches may keep a sitemap as long as the server does (10 minutes). */
const SITEMAP_CACHE = 'public, max-age=600, s-maxage=600, stale-while-revalidate=3600';
let server: TestServer;
const public_ = { institutions: [] as RecordModel[], programs: [] as RecordModel[], instructors: [] as RecordModel[] };
const hidden: string[] = [];
/** Instructors bulk-loaded: one more than a sitemap page holds (lib/pages/sitemaps.js PAGE_SIZE, 5,000). */
const BULK = 5001;

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
    hidden.push(
      (await createInstructor(server.admin, institution.id, { status: 'PENDING_APPROVAL', user: author.id })).id,
    );
    hidden.push((await createInstructor(server.admin, institution.id, { status: 'ARCHIVED' })).id);
  }
  // An update moves lastmod.
  public_.institutions[0] = await server.admin
    .collection('institutions')
    .update(public_.institutions[0]!.id, { name_ar: 'اسم جديد' });
  // More ACTIVE instructors than one page holds (and more pending ones), written straight into the database as a
  // bulk import would: the API would take minutes for as many.
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(server.dataDir, 'data.db'));
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BULK + 10})
    INSERT INTO instructors (id, name, department, institution, status, user_agrees, created, updated)
    SELECT printf('bulk%011d', i), 'Bulk ' || i, 'Informatique', '${public_.institutions[1]!.id}',
      CASE WHEN i <= ${BULK} THEN 'ACTIVE' ELSE 'PENDING_APPROVAL' END, 1, '2026-11-01 10:00:00.000Z', '2026-11-02 10:00:00.000Z' FROM n`);
  db.close();
  for (let i = BULK + 1; i <= BULK + 10; i += 1) hidden.push(`bulk${String(i).padStart(11, '0')}`);
});
afterAll(async () => {
  await server?.stop();
});

async function get(p: string) {
  const res = await fetch(`${server.url}${p}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    body: await res.text(),
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** Each <url> of a sitemap page: its loc, lastmod and alternates (hreflang → href). */
function urls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const body = m[1]!;
    const alternates = Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [
        a[1]!,
        a[2]!,
      ]),
    );
    return {
      loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1],
      lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1],
      alternates,
    };
  });
}

test('the sitemap index names the pages of each kind, and the pages list every public record once, with lastmod and its languages', async () => {
  const index = await get('/sitemap.xml');
  expect(index.status).toBe(200);
  expect(index.type).toContain('xml');
  expect(index.cache).toBe(SITEMAP_CACHE);
  expect(index.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const pages = locs(index.body);
  expect(pages).toEqual([
    `${APP_URL}/sitemaps/institutions-1.xml`,
    `${APP_URL}/sitemaps/programs-1.xml`,
    `${APP_URL}/sitemaps/instructors-1.xml`,
    `${APP_URL}/sitemaps/instructors-2.xml`,
  ]);

  const listed: string[] = [];
  for (const [kind, records] of Object.entries(public_)) {
    const entries: ReturnType<typeof urls> = [];
    for (const address of pages.filter((p) => p.startsWith(`${APP_URL}/sitemaps/${kind}-`))) {
      const page = await get(address.slice(APP_URL.length));
      expect(page.status, address).toBe(200);
      expect(page.cache, address).toBe(SITEMAP_CACHE);
      expect(page.body, address).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const own = urls(page.body);
      expect(own.length, address).toBeLessThanOrEqual(5000);
      entries.push(...own);
      listed.push(page.body);
    }
    // The index says when each page last changed: the latest lastmod of its entries.
    for (const address of pages.filter((p) => p.startsWith(`${APP_URL}/sitemaps/${kind}-`))) {
      const page = await get(address.slice(APP_URL.length));
      const latest = urls(page.body)
        .map((u) => u.lastmod ?? '')
        .sort()
        .at(-1);
      expect(index.body, address).toContain(`<sitemap><loc>${address}</loc><lastmod>${latest}</lastmod></sitemap>`);
    }
    for (const record of records) {
      const loc = `${APP_URL}/${kind}/${record.id}`;
      expect(entries, kind).toContainEqual({
        loc,
        lastmod: String(record['updated']).replace(' ', 'T'),
        alternates: { ar: `${loc}?lang=ar`, fr: `${loc}?lang=fr`, en: `${loc}?lang=en`, 'x-default': loc },
      });
    }
    // Each entry is a page of this kind, no record twice, and every public record of the kind (the reference
    // data's too) is there.
    for (const entry of entries) expect(entry.loc, kind).toMatch(new RegExp(`^${APP_URL}/${kind}/[a-z0-9]{15}$`));
    expect(new Set(entries.map((e) => e.loc)).size, kind).toBe(entries.length);
    const all = await server.admin
      .collection(kind)
      .getList(1, 1, kind === 'instructors' ? { filter: 'status = "ACTIVE"' } : {});
    expect(entries.length, kind).toBe(all.totalItems);
    if (kind === 'instructors') expect(all.totalItems).toBeGreaterThanOrEqual(records.length + BULK);
  }
  expect(listed.join('')).toContain(
    `<loc>${APP_URL}/instructors/bulk${String(BULK).padStart(11, '0')}</loc><lastmod>2026-11-02T10:00:00.000Z</lastmod>`,
  );
  // Not published: in no sitemap, and no page either.
  for (const id of hidden) {
    for (const body of listed) expect(body).not.toContain(id);
    expect((await get(`/instructors/${id}`)).status).toBe(404);
  }
});

test('a page that does not exist is a 404, whatever its name', async () => {
  for (const p of [
    '/sitemaps/instructors-3.xml',
    '/sitemaps/programs-2.xml',
    '/sitemaps/instructors-0.xml',
    '/sitemaps/users-1.xml',
    '/sitemaps/institutions-1.xml.gz',
    '/sitemaps/x',
  ]) {
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
