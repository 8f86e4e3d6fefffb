// Search pages served with their first answer (pocketbase/pb_hooks/lib/pages/served-search-pages.js): what a browser receives
// for /instructors?q=… and /programs?q=…. The prerendered pages here stand in for the build's (same root element);
// the served answer must be exactly the search route's answer for the app's request, with the result institutions'
// names, escaped, and the page must come as before for anything the route refuses.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, createProgram } from './support/fixtures';

const page = (path: string) =>
  `<!doctype html><html><head><title>بحث · رايك</title></head><body>` +
  `<div id="root" data-prerendered="${path}"><h1>بحث</h1></div></body></html>`;
const INSTRUCTORS = page('/instructors');
const PROGRAMS = page('/programs');

/** An institution as the served rows name it. */
const named = (r: { id: string; [field: string]: unknown }) => ({
  id: r.id,
  name: String(r.name),
  name_ar: String(r.name_ar),
});

let server: TestServer;
let institution: { id: string; name: string; name_ar: string };
let other: { id: string; name: string; name_ar: string };

beforeAll(async () => {
  server = await startTestServer({
    env: { RAYEK_RATE_LIMITS: 'off' },
    publicFiles: {
      'shell.html': '<!doctype html><html><body><div id="root">SHELL</div></body></html>',
      'instructors/index.html': INSTRUCTORS,
      'programs/index.html': PROGRAMS,
      'app-routes.json': JSON.stringify({
        caseSensitive: false,
        paths: ['/', '/instructors', '/programs', '/instructors/$instructorId'],
      }),
    },
  });
  institution = named(
    await createInstitution(server.admin, { name: 'Faculté d’essai des sciences', name_ar: 'كلية تجريبية للعلوم' }),
  );
  other = named(
    await createInstitution(server.admin, { name: 'École d’essai des ingénieurs', name_ar: 'مدرسة تجريبية للمهندسين' }),
  );
  await createInstructor(server.admin, institution.id, { name: 'Amira Ben Salah' });
  await createInstructor(server.admin, other.id, { name: 'Salah Gharbi' });
  await createInstructor(server.admin, institution.id, { name: 'Salah Pending', status: 'PENDING_APPROVAL' });
  for (let i = 0; i < 23; i++)
    await createInstructor(server.admin, other.id, { name: `Karim Mansour ${String(i).padStart(2, '0')}` });
  await createProgram(server.admin, institution.id, {
    discipline_major: 'Cryptozoologie',
    specialization_pathway: 'Génie logiciel',
  });
  await createProgram(server.admin, other.id, {
    discipline_major: 'Cryptozoologie',
    specialization_pathway: 'Réseaux',
  });
});
afterAll(async () => {
  await server?.stop();
});

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface ServedItem {
  search?: string;
  query?: { q: string; institution: string; page: number };
  answer?: { items: { id: string; institution_id: string }[] };
  collection?: string;
  id?: string;
  data?: Record<string, unknown>;
}

async function servedPage(path: string) {
  const res = await fetch(`${server.url}${path}`);
  // The links to the page's address in each language come on every public page (tests/api/page-languages.test.ts).
  const html = (await res.text()).replace(/<link rel="(?:canonical|alternate)"[^>]*>/g, '');
  const attribute = /data-served="([^"]*)"/.exec(html)?.[1];
  return { res, html, served: attribute === undefined ? undefined : (JSON.parse(decode(attribute)) as ServedItem[]) };
}

const byId = (a: { id?: string }, b: { id?: string }) => ((a.id ?? '') < (b.id ?? '') ? -1 : 1);
/** The served rows naming institutions, as the app's institutions list has them. */
const namesOf = (institutions: { id: string; name: string; name_ar: string }[]) =>
  [...institutions]
    .sort(byId)
    .map((i) => ({ collection: 'institutions', id: i.id, data: { id: i.id, name: i.name, name_ar: i.name_ar } }));

/** The search route's answer for the app's request (src/lib/mirror/use-scoped-search.ts). */
async function routeAnswer(kind: string, params: Record<string, string>) {
  const res = await fetch(
    `${server.url}/api/rayek/${kind}/search?${new URLSearchParams({ perPage: '20', page: '1', ...params })}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { items: { id: string; institution_id: string }[] };
}

describe('an instructor search with a query', () => {
  test("carries the route's answer for the app's request and the names of the result institutions", async () => {
    const { res, html, served } = await servedPage('/instructors?q=salah');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html).toContain('data-prerendered="/instructors"');
    const answer = await routeAnswer('instructors', { q: 'salah' });
    expect(answer.items.length).toBe(2); // the pending one is nobody's to see
    expect(served?.[0]).toEqual({
      search: 'instructors_search',
      query: { q: 'salah', institution: '', page: 1 },
      answer,
    });
    expect(served?.slice(1).sort(byId)).toEqual(namesOf([institution, other]));
    expect(JSON.stringify(served)).not.toContain('Pending');
  });

  test('with its institution filter and page, as the app asks for them; the text as typed, trimmed', async () => {
    const filtered = await servedPage(`/instructors?q=${encodeURIComponent('  Salah ')}&institution=${institution.id}`);
    const answer = await routeAnswer('instructors', { q: 'Salah', institution: institution.id });
    expect(answer.items.map((i) => i.institution_id)).toEqual([institution.id]);
    expect(filtered.served?.[0]).toEqual({
      search: 'instructors_search',
      query: { q: 'Salah', institution: institution.id, page: 1 },
      answer,
    });

    const second = await servedPage('/instructors?q=Karim&page=2');
    const page2 = await routeAnswer('instructors', { q: 'Karim', page: '2' });
    expect(page2.items.length).toBe(3);
    expect(second.served?.[0]).toEqual({
      search: 'instructors_search',
      query: { q: 'Karim', institution: '', page: 2 },
      answer: page2,
    });
  });

  test('whose text holds HTML, quotes and markers comes out as that text, only inside the served attribute', async () => {
    const q = `"><script>alert('x')</script> __RAYEK_RECORD_SERVED__ data-served="x" $& &amp;`;
    const { res, html, served } = await servedPage(`/instructors?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html.split('data-served="').length).toBe(2);
    expect(served).toEqual([
      {
        search: 'instructors_search',
        query: { q, institution: '', page: 1 },
        answer: { page: 1, perPage: 20, totalItems: -1, totalPages: -1, items: [] },
      },
    ]);
    // Everything else of the page is as the build wrote it.
    expect(html.replace(/ data-served="[^"]*"/, '')).toBe(INSTRUCTORS);
  });

  test('the route refuses, or the app would not search: the page as the build wrote it, nothing served', async () => {
    for (const path of [
      '/instructors',
      '/instructors?q=%21%3F',
      `/instructors?q=${encodeURIComponent('a '.repeat(17))}`,
      '/instructors?q=',
      `/instructors?q=${'x'.repeat(401)}`,
      '/instructors?q=Salah&page=0',
      '/instructors?q=Salah&page=abc',
      '/instructors?q=Salah&page=101',
      '/instructors?q=Salah&institution=nope',
      '/instructors?institution=' + institution.id,
      // Not the search page's own path (the rate limiter bounds that one, lib/operations/settings.js).
      '/instructors/?q=Salah',
    ]) {
      const { res, html } = await servedPage(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toBe(INSTRUCTORS);
    }
  });
});

describe('a program search with a query', () => {
  test("carries the route's answer and the result institutions' names", async () => {
    const { served } = await servedPage('/programs?q=cryptozoo');
    const answer = await routeAnswer('programs', { q: 'cryptozoo' });
    expect(answer.items.length).toBe(2);
    expect(served?.[0]).toEqual({
      search: 'programs_search',
      query: { q: 'cryptozoo', institution: '', page: 1 },
      answer,
    });
    expect(served?.slice(1).sort(byId)).toEqual(namesOf([institution, other]));
  });
});

test('other pages with a query string are served as before', async () => {
  const { html } = await servedPage('/instructors/zzzzzzzzzzzzzzz?q=Salah');
  expect(html).toContain('SHELL');
  expect(html).not.toContain('data-served');
});

// The rate limiter's rules for the pages are named "GET /instructors" and "GET /programs": a HEAD request is not
// counted by them, so it must not run the search either. The search route caches an answer with items, so a
// search that ran for a HEAD would leave its answer behind, served even after the index changes.
test('a HEAD request of a search page runs no search', async () => {
  const sql = (query: string) =>
    server.admin.send<{ rows: string[][] }>('/api/sql', { method: 'POST', body: { query } });
  const [found] = (await server.admin.collection('instructors').getFullList({ filter: 'name = "Salah Gharbi"' })) as {
    id: string;
  }[];
  const seq = `(SELECT seq FROM instructor_search_records WHERE id = '${found!.id}')`;
  const terms = (await sql(`SELECT term FROM instructor_search_terms WHERE seq = ${seq}`)).rows.map((r) => r[0]!);
  expect(terms.length).toBeGreaterThan(0);
  const head = await fetch(`${server.url}/instructors?q=${encodeURIComponent('Gharbi')}`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  // The search engine's index rows of the instructor, removed behind the data version's back.
  await sql(`DELETE FROM instructor_search_terms WHERE seq = ${seq}`);
  try {
    const res = await fetch(`${server.url}/api/rayek/instructors/search?q=Gharbi&page=1&perPage=20`);
    expect(((await res.json()) as { items: unknown[] }).items).toEqual([]);
  } finally {
    await sql(
      `INSERT INTO instructor_search_terms (term, seq) SELECT value, ${seq} FROM json_each('${JSON.stringify(terms).replace(/'/g, "''")}')`,
    );
  }
});
