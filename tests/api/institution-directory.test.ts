// An institution's directory (GET /api/rayek/institutions/{id}/instructors and …/programs, contract/directory.js):
// a guest pages through an institution's published instructors and its programs 20 at a time in each order,
// without a repeat or a gap and without anything of another institution or a pending instructor; "best rated"
// puts records under the minimum number of ratings after those with it, so one 5/5 does not top the list; bad
// parameters are refused; and a page of the instructors in each order is one index range with no sort step
// (EXPLAIN QUERY PLAN on PocketBase's own SQLite: the 30,000-instructor scale cannot afford sorting an
// institution's instructors on every page).
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BEST_RATED_MIN_REVIEWS, DIRECTORY_PAGE_SIZE, DIRECTORY_SORTS } from '@contract/directory.js';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, createProgram } from './support/fixtures';
import { rating } from './support/votes';

let server: TestServer;
let institution = '';
const ids: Record<string, string> = {};
const programIds: Record<string, string> = {};
const fillers: string[] = [];

const hooks = path.resolve('pocketbase/pb_hooks');
(globalThis as { __hooks?: string }).__hooks = hooks;
const directory = createRequire(import.meta.url)(path.join(hooks, 'lib/directory/institution-directory.js')) as {
  pageSql(list: 'instructors' | 'programs', sort: string): string;
};

const sql = async (query: string) =>
  ((await server.admin.send('/api/sql', { method: 'POST', body: { query } })) as { rows: unknown[][] }).rows;

type Row = { id: string; name?: string; review_count: number; avg_overall_quality?: number; institution_id: string };

async function get(pathAndQuery: string) {
  const res = await fetch(`${server.url}${pathAndQuery}`);
  return {
    status: res.status,
    body: (await res.json()) as {
      items: Row[];
      page: number;
      perPage: number;
      data?: Record<string, { code: string }>;
    },
  };
}

/** Every page a guest gets of one list in one order. */
async function walk(list: 'instructors' | 'programs', sort: string) {
  const seen: Row[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const { status, body } = await get(`/api/rayek/institutions/${institution}/${list}?sort=${sort}&page=${page}`);
    expect(status).toBe(200);
    seen.push(...body.items);
    if (body.items.length < DIRECTORY_PAGE_SIZE) break;
  }
  return seen;
}

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  institution = (await createInstitution(server.admin)).id;
  const other = (await createInstitution(server.admin)).id;
  // Named so that their order by name is plain: A, B, C, F…, Z.
  const people = { once: 'Zied Once', three: 'Amel Three', four: 'Bechir Four', none: 'Chokri None' };
  for (const [key, name] of Object.entries(people))
    ids[key] = (await createInstructor(server.admin, institution, { name })).id;
  for (let i = 0; i < 22; i += 1) {
    fillers.push(
      (await createInstructor(server.admin, institution, { name: `Filler ${String(i).padStart(2, '0')}` })).id,
    );
  }
  ids.pending = (
    await createInstructor(server.admin, institution, { name: 'Aaron Pending', status: 'PENDING_APPROVAL' })
  ).id;
  ids.elsewhere = (await createInstructor(server.admin, other, { name: 'Aaron Elsewhere' })).id;
  // One 5/5 against several 4/5: the single rating must not top "best rated".
  await rating(server.admin, 'instructor_ratings', ids.once!, '', { overall_quality: 5, course: 'C0' });
  for (let i = 0; i < BEST_RATED_MIN_REVIEWS; i += 1) {
    await rating(server.admin, 'instructor_ratings', ids.three!, '', { overall_quality: 4, course: `C${i}` });
  }
  for (let i = 0; i <= BEST_RATED_MIN_REVIEWS; i += 1) {
    await rating(server.admin, 'instructor_ratings', ids.four!, '', { overall_quality: 4, course: `C${i}` });
  }
  for (const [key, discipline] of [
    ['b', 'Biologie'],
    ['a', 'Architecture'],
    ['c', 'Chimie'],
  ] as const) {
    programIds[key] = (await createProgram(server.admin, institution, { discipline_major: discipline })).id;
  }
  await createProgram(server.admin, other, { discipline_major: 'Autre' });
  await rating(server.admin, 'program_ratings', programIds.c!, '');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("an institution's instructors", () => {
  for (const sort of DIRECTORY_SORTS) {
    test(`"${sort}": every published instructor of the institution once, in pages of ${DIRECTORY_PAGE_SIZE}`, async () => {
      const rows = await walk('instructors', sort);
      const expected = [ids.once, ids.three, ids.four, ids.none, ...fillers].sort();
      expect(rows.map((r) => r.id).sort()).toEqual(expected);
      expect(rows.every((r) => r.institution_id === institution)).toBe(true);
    });
  }

  test('best rated: those with the minimum number of ratings first, by score then number; then the rest', async () => {
    const rows = await walk('instructors', 'best');
    expect(rows.slice(0, 3).map((r) => r.id)).toEqual([ids.four, ids.three, ids.once]);
    expect(rows[0]!.avg_overall_quality).toBe(4);
    expect(rows[0]!.review_count).toBe(BEST_RATED_MIN_REVIEWS + 1);
  });

  test('most reviewed, then name', async () => {
    expect((await walk('instructors', 'reviews')).slice(0, 3).map((r) => r.id)).toEqual([
      ids.four,
      ids.three,
      ids.once,
    ]);
    const names = (await walk('instructors', 'name')).map((r) => r.name);
    expect(names.slice(0, 3)).toEqual(['Amel Three', 'Bechir Four', 'Chokri None']);
    expect(names.at(-1)).toBe('Zied Once');
  });

  test('a rating published later moves the cached answer', async () => {
    const before = await get(`/api/rayek/institutions/${institution}/instructors?sort=reviews`);
    expect(before.body.items[0]!.id).toBe(ids.four);
    for (let i = 0; i < 3; i += 1)
      await rating(server.admin, 'instructor_ratings', ids.none!, '', { overall_quality: 2, course: `D${i}` });
    await rating(server.admin, 'instructor_ratings', ids.none!, '', { overall_quality: 2, course: 'D9' });
    await rating(server.admin, 'instructor_ratings', ids.none!, '', { overall_quality: 2, course: 'D8' });
    const after = await get(`/api/rayek/institutions/${institution}/instructors?sort=reviews`);
    expect(after.body.items[0]!.id).toBe(ids.none);
  });

  test('bad parameters are refused with a field code', async () => {
    for (const [query, field] of [
      ['sort=random', 'sort'],
      ['page=0', 'page'],
      ['page=9999', 'page'],
      ['perPage=50', 'perPage'],
    ] as const) {
      const { status, body } = await get(`/api/rayek/institutions/${institution}/instructors?${query}`);
      expect(status, query).toBe(400);
      expect(body.data?.[field]?.code, query).toBe('validation_invalid_value');
    }
    expect((await get('/api/rayek/institutions/not-an-id/instructors')).status).toBe(400);
  });

  test('each order is one index range of the institution, with no sort step', async () => {
    for (const sort of DIRECTORY_SORTS) {
      const query = directory
        .pageSql('instructors', sort)
        .replace('{:institution}', `'${institution}'`)
        .replace('{:limit}', '20')
        .replace('{:offset}', '20');
      const plan = (await sql(`EXPLAIN QUERY PLAN ${query}`)).map((r) => String(r[r.length - 1])).join(' | ');
      expect(plan, plan).toContain(`USING INDEX idx_directory_${sort} (institution_id=?)`);
      expect(plan, plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe("an institution's programs", () => {
  test('its programs only, in each order', async () => {
    expect((await walk('programs', 'name')).map((r) => r.id)).toEqual([programIds.a, programIds.b, programIds.c]);
    expect((await walk('programs', 'reviews'))[0]!.id).toBe(programIds.c);
    // One rating is under the minimum: it does not lift the program above the others' order by score alone.
    const best = await walk('programs', 'best');
    expect(best.map((r) => r.id).sort()).toEqual(Object.values(programIds).sort());
  });
});
