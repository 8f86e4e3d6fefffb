// The instructors and programs pages' ranked lists (GET /api/rayek/instructors/ranked, /api/rayek/programs/ranked,
// lib/directory/ranked-lists.js) and the same sort and degree on their searches: a guest gets every published record (or
// one institution's, or one kind of degree's) once, in the order of contract/directory.js; "best rated" puts
// records under the minimum number of ratings after those with it, so one 5/5 does not top the list; every value
// outside the contract's is refused before any query; no row names an author, and the answers are not private;
// and a page of all instructors in each order is one index range with no sort step (EXPLAIN QUERY PLAN).
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BEST_RATED_MIN_REVIEWS, DIRECTORY_PAGE_SIZE, DIRECTORY_SORTS } from '@contract/directory.js';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, createProgram, PROGRAM_SCORES } from './support/fixtures';
import { rating } from './support/votes';

let server: TestServer;
let here = '';
let there = '';
const ids: Record<string, string> = {};
const programs: Record<string, string> = {};

const hooks = path.resolve('pocketbase/pb_hooks');
(globalThis as { __hooks?: string }).__hooks = hooks;
const ranked = createRequire(import.meta.url)(path.join(hooks, 'lib/directory/ranked-lists.js')) as {
  rankedSql(list: 'instructors' | 'programs', sort: string, scoped: boolean, byDegree: boolean): string;
};

const sql = async (query: string) =>
  ((await server.admin.send('/api/sql', { method: 'POST', body: { query } })) as { rows: unknown[][] }).rows;

type Row = Record<string, unknown> & { id: string; review_count: number; institution_id: string };

async function get(pathAndQuery: string) {
  const res = await fetch(`${server.url}${pathAndQuery}`);
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as { items: Row[]; data?: Record<string, { code: string }> },
  };
}

/** Every page a guest gets of one list with these parameters. */
async function walk(list: 'instructors' | 'programs', query: string) {
  const seen: Row[] = [];
  for (let page = 1; page <= 200; page += 1) {
    const { status, body } = await get(`/api/rayek/${list}/ranked?${query}&page=${page}`);
    expect(status, query).toBe(200);
    seen.push(...body.items);
    if (body.items.length < DIRECTORY_PAGE_SIZE) break;
  }
  return seen;
}

const programScores = (value: number) => Object.fromEntries(PROGRAM_SCORES.map((s) => [s, value]));

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  here = (await createInstitution(server.admin)).id;
  there = (await createInstitution(server.admin)).id;
  // Named so that their order by name is plain; "Rankable" is a word only they hold, for the searches.
  ids.once = (await createInstructor(server.admin, here, { name: 'Zied Rankable Once' })).id;
  ids.three = (await createInstructor(server.admin, here, { name: 'Amel Rankable Three' })).id;
  ids.four = (await createInstructor(server.admin, there, { name: 'Bechir Rankable Four' })).id;
  ids.none = (await createInstructor(server.admin, here, { name: 'Chokri Rankable None' })).id;
  ids.pending = (
    await createInstructor(server.admin, here, { name: 'Aaron Rankable Pending', status: 'PENDING_APPROVAL' })
  ).id;
  // One 5/5 against several 4/5 and 3/5: the single rating must not top "best rated".
  await rating(server.admin, 'instructor_ratings', ids.once!, '', { overall_quality: 5, course: 'C0' });
  for (let i = 0; i < BEST_RATED_MIN_REVIEWS; i += 1) {
    await rating(server.admin, 'instructor_ratings', ids.three!, '', { overall_quality: 3, course: `C${i}` });
  }
  for (let i = 0; i <= BEST_RATED_MIN_REVIEWS; i += 1) {
    await rating(server.admin, 'instructor_ratings', ids.four!, '', { overall_quality: 4, course: `C${i}` });
  }
  programs.engineer = (
    await createProgram(server.admin, here, {
      discipline_major: 'Génie Rankable',
      degree: "Diplôme national d'ingénieur",
    })
  ).id;
  programs.licence = (await createProgram(server.admin, here, { discipline_major: 'Licence Rankable' })).id;
  programs.elsewhere = (
    await createProgram(server.admin, there, {
      discipline_major: 'Autre Rankable',
      degree: "Diplôme national d'ingénieur",
    })
  ).id;
  const users: string[] = [];
  for (let i = 0; i < BEST_RATED_MIN_REVIEWS; i += 1) {
    const email = `ranker-${i}-${Date.now()}@tests.local`;
    users.push(
      (
        await server.admin.collection('users').create({
          email,
          password: 'ranker-password-1',
          passwordConfirm: 'ranker-password-1',
          name: 'Ranker',
          verified: true,
        })
      ).id,
    );
  }
  await rating(server.admin, 'program_ratings', programs.licence!, users[0]!, programScores(5));
  for (const user of users) await rating(server.admin, 'program_ratings', programs.engineer!, user, programScores(3));
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('all instructors, ranked', () => {
  for (const sort of DIRECTORY_SORTS) {
    test(`"${sort}": every published instructor once, none pending`, async () => {
      const rows = await walk('instructors', `sort=${sort}`);
      expect(rows.map((r) => r.id).sort()).toEqual([ids.once, ids.three, ids.four, ids.none].sort());
    });
  }

  test('best rated: one 5/5 comes after every instructor with the minimum number of ratings', async () => {
    const rows = await walk('instructors', 'sort=best');
    expect(rows.map((r) => r.id)).toEqual([ids.four, ids.three, ids.once, ids.none]);
    const { body } = await get('/api/rayek/instructors/ranked');
    expect(body.items[0]!.id, 'best rated is the default').toBe(ids.four);
  });

  test('most reviewed; by name; within one institution', async () => {
    expect((await walk('instructors', 'sort=reviews')).map((r) => r.id)).toEqual([
      ids.four,
      ids.three,
      ids.once,
      ids.none,
    ]);
    expect((await walk('instructors', 'sort=name')).map((r) => r.id)).toEqual([
      ids.three,
      ids.four,
      ids.none,
      ids.once,
    ]);
    const mine = await walk('instructors', `sort=best&institution=${here}`);
    expect(mine.map((r) => r.id)).toEqual([ids.three, ids.once, ids.none]);
  });

  test('public answers: no author, not private', async () => {
    const { body, cacheControl } = await get('/api/rayek/instructors/ranked?sort=name');
    expect(cacheControl ?? '').not.toContain('no-store');
    for (const row of body.items) expect(Object.keys(row)).not.toContain('user');
  });

  test('each order of all instructors is one index range, with no sort step', async () => {
    for (const sort of DIRECTORY_SORTS) {
      const query = ranked
        .rankedSql('instructors', sort, false, false)
        .replace('{:limit}', '20')
        .replace('{:offset}', '20');
      const plan = (await sql(`EXPLAIN QUERY PLAN ${query}`)).map((r) => String(r[r.length - 1])).join(' | ');
      expect(plan, plan).toContain(`USING INDEX idx_ranked_${sort}`);
      expect(plan, plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe('programs, ranked and filtered', () => {
  test('best rated: the program with the minimum number of ratings first, not the single 5/5', async () => {
    const { body } = await get('/api/rayek/programs/ranked?sort=best');
    expect(body.items[0]!.id).toBe(programs.engineer);
    const mine = await walk('programs', `sort=best&institution=${here}`);
    expect(mine.map((r) => r.id)).toEqual([programs.engineer, programs.licence]);
  });

  test('one kind of degree, of one institution or all, with the degree in each row', async () => {
    const engineers = await walk('programs', 'sort=reviews&degree=ING');
    expect(engineers.map((r) => r.id)).toContain(programs.elsewhere);
    expect(engineers.map((r) => r.id)).not.toContain(programs.licence);
    expect(engineers.every((r) => r.degree === "Diplôme national d'ingénieur")).toBe(true);
    expect((await walk('programs', `sort=name&degree=ING&institution=${here}`)).map((r) => r.id)).toEqual([
      programs.engineer,
    ]);
  });
});

describe('a search with a sort or a degree', () => {
  test('a sort reorders the matches; without one they stay in the search order', async () => {
    const best = await get('/api/rayek/instructors/search?q=rankable&sort=best');
    expect(best.body.items.map((r) => r.id)).toEqual([ids.four, ids.three, ids.once, ids.none]);
    const named = await get(`/api/rayek/instructors/search?q=rankable&sort=name&institution=${here}`);
    expect(named.body.items.map((r) => r.id)).toEqual([ids.three, ids.none, ids.once]);
  });

  test('programs: a degree narrows the matches', async () => {
    const { status, body } = await get('/api/rayek/programs/search?q=rankable&degree=ING&sort=best');
    expect(status).toBe(200);
    expect(body.items.map((r) => r.id)).toEqual([programs.engineer, programs.elsewhere]);
  });
});

test('values outside the contract are refused with a field code', async () => {
  for (const [route, query, field] of [
    ['instructors/ranked', 'sort=random', 'sort'],
    ['instructors/ranked', 'sort=', 'sort'],
    ['instructors/ranked', 'degree=ING', 'degree'],
    ['instructors/ranked', 'institution=not-an-id', 'institution'],
    ['instructors/ranked', 'page=0', 'page'],
    ['instructors/ranked', 'page=9999', 'page'],
    ['instructors/ranked', 'perPage=50', 'perPage'],
    ['programs/ranked', 'sort=newest', 'sort'],
    ['programs/ranked', 'degree=Licence', 'degree'],
    ['programs/ranked', 'degree=', 'degree'],
    ['programs/search', 'q=rankable&degree=PHD', 'degree'],
    ['programs/search', 'q=rankable&sort=random', 'sort'],
    ['instructors/search', 'q=rankable&sort=best%20', 'sort'],
    ['instructors/search', 'q=rankable&degree=ING', 'degree'],
  ] as const) {
    const { status, body } = await get(`/api/rayek/${route}?${query}`);
    expect(status, `${route}?${query}`).toBe(400);
    expect(body.data?.[field]?.code, `${route}?${query}`).toBe('validation_invalid_value');
  }
});
