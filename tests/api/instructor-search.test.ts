// GET /api/rayek/instructors/search: the search engine over ACTIVE instructors (word starts, any order, folding
// case, Latin accents and Arabic letter variants), kept in step with every write to instructors, its answers
// cached until the data version moves.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordTerms } from '@contract/search-engine/terms.js';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, instructorRatingBody, seeded } from './support/fixtures';
import { createActor } from './support/actors';

let server: TestServer;
let institution: { id: string };
let other: { id: string };
const ids: Record<string, string> = {};

interface SearchAnswer {
  page: number;
  perPage: number;
  items: Array<Record<string, unknown>>;
}

async function search(
  params: Record<string, string>,
): Promise<{ status: number; body: SearchAnswer & { data?: Record<string, { code: string }> } }> {
  const res = await fetch(`${server.url}/api/rayek/instructors/search?${new URLSearchParams(params)}`);
  return { status: res.status, body: await res.json() };
}
const names = async (q: string, extra: Record<string, string> = {}) =>
  (await search({ q, ...extra })).body.items.map((i) => i.name);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  institution = await createInstitution(server.admin);
  other = await createInstitution(server.admin);
  for (const [key, name, at, status] of [
    ['amira', 'Amira Ben Salah', institution.id, 'ACTIVE'],
    ['amine', 'Mohamed Amine Trabelsi', institution.id, 'ACTIVE'],
    ['helene', 'Hélène Gharbi', other.id, 'ACTIVE'],
    ['arabic', 'أمين الزواري', other.id, 'ACTIVE'],
    ['marwa', 'مروة الشابّي', institution.id, 'ACTIVE'],
    ['pending', 'Amira Pending', institution.id, 'PENDING_APPROVAL'],
  ] as const) {
    ids[key] = (await createInstructor(server.admin, at, { name, status })).id;
  }
});
afterAll(async () => {
  await server?.stop();
});

describe('instructor name search', () => {
  test('finds the start of any word, in any order and letter case, and lists ACTIVE instructors only', async () => {
    expect(await names('ben sal')).toEqual(['Amira Ben Salah']);
    expect(await names('sal BEN')).toEqual(['Amira Ben Salah']);
    expect(await names('AMI')).toEqual(['Amira Ben Salah', 'Mohamed Amine Trabelsi']);
    expect(await names('a')).toEqual(['Amira Ben Salah', 'Mohamed Amine Trabelsi']);
  });

  test('folds Latin accents and Arabic letter variants and marks on both sides', async () => {
    expect(await names('helene')).toEqual(['Hélène Gharbi']);
    expect(await names('Hèlene')).toEqual(['Hélène Gharbi']);
    // The Arabic name first; the Latin "Amine" sounds the same and comes after.
    expect(await names('امين')).toEqual(['أمين الزواري', 'Mohamed Amine Trabelsi']);
    expect(await names('إمين')).toEqual(['أمين الزواري', 'Mohamed Amine Trabelsi']);
    expect(await names('مروه الشابي')).toEqual(['مروة الشابّي']);
  });

  test('answers exactly the rows of the public instructors_search read model, without an author', async () => {
    const { status, body } = await search({ q: 'Trabelsi' });
    expect(status).toBe(200);
    const fromView = await server.client().collection('instructors_search').getOne(ids.amine!);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toEqual(
      Object.fromEntries(Object.entries(fromView).filter(([k]) => !['collectionId', 'collectionName'].includes(k))),
    );
    expect(body.items[0]).not.toHaveProperty('user');
  });

  test('filters by institution and pages in a stable order', async () => {
    expect(await names('ami', { institution: other.id })).toEqual([]);
    expect(await names('ami', { institution: institution.id })).toEqual(['Amira Ben Salah', 'Mohamed Amine Trabelsi']);
    expect((await search({ q: 'ami', perPage: '1', page: '2' })).body).toMatchObject({
      page: 2,
      perPage: 1,
      items: [{ name: 'Mohamed Amine Trabelsi' }],
    });
  });

  test('follows renames, publication and deletion at once', async () => {
    await server.admin.collection('instructors').update(ids.helene!, { name: 'Hélène Gharbi-Mansour' });
    expect(await names('mansour')).toEqual(['Hélène Gharbi-Mansour']);
    await server.admin.collection('instructors').update(ids.pending!, { status: 'ACTIVE' });
    expect(await names('pending')).toEqual(['Amira Pending']);
    await server.admin.collection('instructors').delete(ids.pending!);
    expect(await names('pending')).toEqual([]);
  });

  test('refuses a text with no letter or digit and a malformed institution with field codes', async () => {
    const short = await search({ q: ' ?! ' });
    expect(short.status).toBe(400);
    expect(short.body.data?.q?.code).toBe('validation_search_too_short');
    const bad = await search({ q: 'amira', institution: "x' OR 1=1" });
    expect(bad.status).toBe(400);
    expect(bad.body.data?.institution?.code).toBe('validation_invalid_value');
  });

  test('a search text with quotes and operators is only words', async () => {
    expect((await search({ q: 'ami" OR "a' })).status).toBe(200);
    expect(await names('"ben" sal')).toEqual(['Amira Ben Salah']);
    expect(await names("ben' OR 1=1 --")).toEqual([]);
  });

  // Answers are cached until the data they show changes: each step searches before and after a change.
  test('a repeated search shows every change at once: ratings published and taken down, names, departments', async () => {
    const first = await fetch(`${server.url}/api/rayek/instructors/search?q=amira+ben`);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const item = async () => (await search({ q: 'amira ben' })).body.items[0];
    expect(await item()).toMatchObject({ name: 'Amira Ben Salah', review_count: 0 });
    expect(await item()).toMatchObject({ review_count: 0 });

    const rater = await createActor(server);
    const body = instructorRatingBody(ids.amira!, seeded(11), {
      user: rater.id,
      status: 'ACTIVE',
      overall_quality: 4,
      difficulty: 2,
      would_take_again: true,
    });
    const rating = await server.admin.collection('instructor_ratings').create(body);
    expect(await item()).toMatchObject({
      review_count: 1,
      avg_overall_quality: 4,
      avg_difficulty: 2,
      avg_would_take_again: 100,
    });
    await server.admin.collection('instructor_ratings').update(rating.id, { status: 'SUSPENDED' });
    expect(await item()).toMatchObject({ review_count: 0 });

    await server.admin.collection('institutions').update(institution.id, { name: 'Institut renommé' });
    expect(await item()).toMatchObject({ institution_name: 'Institut renommé' });
    await server.admin.collection('instructors').update(ids.amira!, { department: 'Physique' });
    expect(await item()).toMatchObject({ department: 'Physique' });
    await server.admin.collection('instructors').update(ids.amira!, { status: 'ARCHIVED' });
    expect(await item()).toBeUndefined();
  });
});

// What an attacker can send: every parameter is bounded and refused with a field code before any work, and texts
// that find nothing are never stored, so made-up searches can neither stall the server nor fill the cache.
describe('instructor search: bounds and the cache', () => {
  const codeOf = async (params: Record<string, string>) => {
    const { status, body } = await search(params);
    return { status, code: Object.values(body.data ?? {})[0]?.code, field: Object.keys(body.data ?? {})[0] };
  };

  // Rewrites the search engine's index rows behind the read model's back: the superuser's SQL does not move the
  // data version, so an answer still served unchanged after it comes from the cache, and a changed one was
  // computed anew. `indexName` gives the instructor the terms of another name, `indexedName` saves its terms.
  // Like the hooks' own rewrite (lib/search/search-terms.js refresh), it writes the record's row too, which moves the
  // version of the index rows that the postings kept in memory are read under (not the answers' data version).
  const sql = (query: string) => server.admin.send('/api/sql', { method: 'POST', body: { query } });
  const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const seqOf = (id: string) => `(SELECT seq FROM instructor_search_records WHERE id = ${quoted(id)})`;
  const setTerms = async (id: string, terms: string[]) => {
    await sql(`DELETE FROM instructor_search_terms WHERE seq = ${seqOf(id)}`);
    await sql(
      `INSERT INTO instructor_search_terms (term, seq) SELECT value, ${seqOf(id)} FROM json_each(${quoted(JSON.stringify(terms))})`,
    );
    await sql(`UPDATE instructor_search_records SET size = size WHERE id = ${quoted(id)}`);
  };
  const indexName = (id: string, name: string | string[]) =>
    setTerms(id, Array.isArray(name) ? name : recordTerms('instructor', { name }));
  const indexedName = async (id: string) =>
    ((await sql(`SELECT term FROM instructor_search_terms WHERE seq = ${seqOf(id)}`)) as { rows: string[][] }).rows.map(
      (r) => r[0]!,
    );

  test('a text longer than any instructor name is refused with its code, however long', async () => {
    expect(await codeOf({ q: 'a'.repeat(101) })).toEqual({
      status: 400,
      code: 'validation_max_text_constraint',
      field: 'q',
    });
    // About 500 KB: the whole text used to be searched (and cached) at a cost growing with its square.
    expect(await codeOf({ q: 'ab '.repeat(170_000) })).toEqual({
      status: 400,
      code: 'validation_max_text_constraint',
      field: 'q',
    });
    // The longest name there can be is still searched.
    expect((await search({ q: 'a'.repeat(100) })).status).toBe(200);
    expect((await search({ q: `  ${'Amira Ben Salah '.repeat(5)}  ` })).status).toBe(200);
    // Words: at most 16.
    expect(await codeOf({ q: 'a '.repeat(17) })).toEqual({
      status: 400,
      code: 'validation_max_text_constraint',
      field: 'q',
    });
  });

  test('page and perPage are whole numbers in range, or refused (never clamped)', async () => {
    for (const page of ['0', '-1', '1.5', '1e3', '+2', '', 'two', '101', '10000', '99999999999999999999']) {
      expect(await codeOf({ q: 'amira', page }), `page=${page}`).toEqual({
        status: 400,
        code: 'validation_invalid_value',
        field: 'page',
      });
    }
    for (const perPage of ['0', '51', '20.0', '', '1000000']) {
      expect(await codeOf({ q: 'amira', perPage }), `perPage=${perPage}`).toEqual({
        status: 400,
        code: 'validation_invalid_value',
        field: 'perPage',
      });
    }
    expect((await search({ q: 'amira', page: '100', perPage: '50' })).body).toMatchObject({
      page: 100,
      perPage: 50,
      items: [],
    });
    expect((await search({ q: 'amira', page: '01' })).body).toMatchObject({ page: 1 });
  });

  test('an answer with no items is not stored: the same text finds a name indexed afterwards', async () => {
    const id = ids.marwa!;
    const indexed = await indexedName(id);
    expect(await names('qzxv marker')).toEqual([]);
    await indexName(id, 'qzxv marker');
    try {
      expect(await names('qzxv marker')).toEqual(['مروة الشابّي']);
    } finally {
      await indexName(id, indexed);
    }
  });

  test('an answer with items is served from the cache until the data version moves', async () => {
    // The control for the test above and below: the index write alone does not change a cached answer.
    const id = ids.marwa!;
    const indexed = await indexedName(id);
    expect(await names('مروه')).toEqual(['مروة الشابّي']);
    await indexName(id, 'nothing to find here');
    try {
      expect(await names('مروه')).toEqual(['مروة الشابّي']);
    } finally {
      await indexName(id, indexed);
    }
  });

  test('thousands of distinct texts that find nothing do not push a stored answer out', async () => {
    const id = ids.amine!;
    const indexed = await indexedName(id);
    expect(await names('Trabelsi')).toEqual(['Mohamed Amine Trabelsi']);
    // More than the cache holds (2,000 answers): had they been stored, the cache would have started over.
    for (let i = 0; i < 2100; i += 20) {
      const batch = Array.from({ length: 20 }, (_, j) => search({ q: `nothing-${i + j}-here` }));
      for (const { status, body } of await Promise.all(batch)) {
        expect(status).toBe(200);
        expect(body.items).toEqual([]);
      }
    }
    await indexName(id, 'no longer indexed');
    try {
      // Still the stored answer: the empty ones never counted against the bound.
      expect(await names('Trabelsi')).toEqual(['Mohamed Amine Trabelsi']);
      // And a data change still shows at once (another instructor's: a save of this one would index it again).
      await server.admin.collection('instructors').update(ids.helene!, { department: 'Mathématiques' });
      expect(await names('Trabelsi')).toEqual([]);
    } finally {
      await indexName(id, indexed);
    }
  });
});
