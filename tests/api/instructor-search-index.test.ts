// The instructor search answers one denormalised item per instructor (migration 1796000000,
// pocketbase/pb_hooks/lib/search/instructor-search-index.js) for the matches of the search engine (migration
// 1796500400, lib/search/engine-search.js). The answer must be, byte for byte, the engine's answer built from the
// public `instructors_search` rows (contract/search-engine/index.js over them, with their institutions' Arabic
// names and aliases, in PocketBase's list shape), for common and rare texts, around the bound the suffix index
// of 1796000000 was read within (the suffixes are still kept), in Arabic. And the items must follow every write
// that changes what a search result shows.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { foldSearchText } from '@contract/search-engine/fold.js';
import { buildIndex, searchIndex } from '@contract/search-engine/index.js';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, instructorRatingBody, seeded } from './support/fixtures';
import { createActor, type Actor } from './support/actors';
import { decide } from './support/moderation';

const run = promisify(execFile);
/** The route's bound on the suffix range (RANGE_BOUND in lib/search/instructor-search-items.js): texts below are on both sides of it. */
const BOUND = 200;

let server: TestServer;
let first: { id: string };
let second: { id: string };
const ids: Record<string, string> = {};

const FIRST_NAMES = ['Amira', 'Mohamed', 'Nour', 'Karim', 'Sarra', 'Youssef', 'Ines', 'Hamza'];
const FAMILY_NAMES = [
  'Trabelsi',
  'Gharbi',
  'Jaziri',
  'Mansour',
  'Ayari',
  'Chaabane',
  'Bouazizi',
  'Hammami',
  'Sassi',
  'Khelifi',
];

/**
 * 600 names with ". Ben " (a text of 600 matches), and markers counted around the bound: "qaf" in exactly
 * BOUND keys, "qib" in BOUND + 1, "zaz" twice in each of BOUND / 2 keys (BOUND entries), "zuz" twice in each of
 * BOUND / 2 + 1 keys (past the bound with fewer matches than it).
 */
function generatedName(i: number) {
  const markers = [
    i < BOUND ? 'Qaf' : '',
    i <= BOUND ? 'Qib' : '',
    i >= 300 && i < 300 + BOUND / 2 ? 'Zaz-Zaz' : '',
    i >= 300 && i <= 300 + BOUND / 2 ? 'Zuz-Zuz' : '',
  ].filter(Boolean);
  const initial = String.fromCharCode(65 + ((i * 7) % 26));
  return [`${FIRST_NAMES[i % 8]} ${initial}. Ben ${FAMILY_NAMES[Math.floor(i / 8) % 10]}`, ...markers].join(' ');
}

/** Names whose folding matters (Arabic variants and marks, accents, case), ties, a text twice in one name. */
const NAMED: Array<[key: string, name: string]> = [
  ['amin1', 'أمين الزواري'],
  ['amin2', 'امين الزواري'],
  ['amin3', 'إمين الزواري'],
  ['amin4', 'أَمِين الزوّاري'],
  ['marwa1', 'مروة الشابّي'],
  ['marwa2', 'مروه الشابي'],
  ['layla', 'ليلى بن علي'],
  ['helene1', 'Hélène Gharbi'],
  ['helene2', 'Helene Gharbi'],
  ['helene3', 'HÉLÈNE Gharbi-Mansour'],
  ['sami1', 'Sami Ben Salah'],
  ['sami2', 'Sami Ben Salah'],
  ['sami3', 'sami ben salah'],
  ['ali', 'Ali Ben Ali Ben Salah'],
  ['zoe', 'Zoë Ferchichi'],
  ['star', 'Yasmine 🌟 Kefi'],
];

const fold = foldSearchText;
const sql = async (query: string) =>
  ((await server.admin.send('/api/sql', { method: 'POST', body: { query } })) as { rows: string[][] }).rows;
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

type Row = Record<string, unknown> & { id: string; name: string; institution_id: string };
const ITEM_KEYS = [
  'id',
  'name',
  'department',
  'institution_id',
  'institution_name',
  'avg_overall_quality',
  'avg_difficulty',
  'avg_would_take_again',
  'review_count',
];

interface Search {
  q: string;
  institution?: string;
  page?: number;
  perPage?: number;
}

async function answered({ q, institution, page = 1, perPage = 20 }: Search) {
  const params = new URLSearchParams({
    q,
    page: String(page),
    perPage: String(perPage),
    ...(institution ? { institution } : {}),
  });
  const res = await fetch(`${server.url}/api/rayek/instructors/search?${params}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The engine over the public read model's rows, built again whenever the data version (migration 1795600000) has moved. */
let viewRows: { version: string; index: ReturnType<typeof buildIndex<Row>> } | undefined;
async function publicIndex() {
  const [[version]] = (await sql('SELECT n FROM instructor_search_version')) as [[string]];
  if (viewRows?.version !== version) {
    const institutions = new Map(
      (await server.admin.collection('institutions').getFullList<Row>({ batch: 500 })).map((i) => [i.id, i]),
    );
    const rows = (await server.admin.collection('instructors_search').getFullList<Row>({ batch: 500 })).map((row) => {
      const inst = institutions.get(row.institution_id)!;
      return { ...row, institution_name_ar: inst.name_ar, institution_aliases: inst.aliases };
    });
    viewRows = { version, index: buildIndex('instructor', rows) };
  }
  return viewRows.index;
}

/** The engine's answer, from the public read model as it is now. */
async function expected({ q, institution, page = 1, perPage = 20 }: Search) {
  const index = await publicIndex();
  const found = searchIndex(index, q, {
    offset: (page - 1) * perPage,
    limit: perPage,
    ...(institution ? { filter: (row: Row) => row.institution_id === institution } : {}),
  });
  const items = found.items.map((row) => Object.fromEntries(ITEM_KEYS.map((k) => [k, row[k]])));
  return JSON.stringify({ page, perPage, totalItems: -1, totalPages: -1, items });
}

async function expectSameAnswer(search: Search) {
  const body = await answered(search);
  expect(body, JSON.stringify(search)).toBe(await expected(search));
  return (JSON.parse(body) as { items: Row[] }).items;
}

const idsOf = async (search: Search) => (await expectSameAnswer(search)).map((item) => item.id);
const itemOf = async (search: Search, id: string) => (await expectSameAnswer(search)).find((item) => item.id === id);

/** Suffix entries of a text: how many keys' suffixes start with it (the route's measure against its bound). */
async function entries(q: string) {
  const text = fold(q);
  const [[n]] = (await sql(`SELECT COUNT(*) FROM instructor_search_suffixes
    WHERE substr(suffix, 1, length(${quote(text)})) = ${quote(text)}`)) as [[string]];
  return Number(n);
}

/**
 * The items are exactly the view's rows of the searchable rows, and the suffixes exactly every suffix of 3+
 * characters of every key: compared in SQL, both ways.
 */
async function expectItemsExact() {
  const cols = ITEM_KEYS.join(', ');
  const [counts] = await sql(`WITH RECURSIVE
      cut(seq, suffix) AS (SELECT seq, key FROM instructor_search_rows WHERE length(key) >= 3
        UNION ALL SELECT seq, substr(suffix, 2) FROM cut WHERE length(suffix) > 3),
      want AS (SELECT r.seq, r.key, ${ITEM_KEYS.map((k) => `v.${k}`).join(', ')}
        FROM instructor_search_rows r JOIN instructors_search v ON v.id = r.ref),
      have AS (SELECT seq, key, ${cols} FROM instructor_search_items)
    SELECT (SELECT COUNT(*) FROM (SELECT * FROM want EXCEPT SELECT * FROM have)),
      (SELECT COUNT(*) FROM (SELECT * FROM have EXCEPT SELECT * FROM want)),
      (SELECT COUNT(*) FROM (SELECT suffix, seq FROM cut EXCEPT SELECT suffix, seq FROM instructor_search_suffixes)),
      (SELECT COUNT(*) FROM (SELECT suffix, seq FROM instructor_search_suffixes EXCEPT SELECT suffix, seq FROM cut)),
      (SELECT COUNT(*) FROM instructor_search_items) - (SELECT COUNT(*) FROM instructors_search)`);
  expect(counts!.map(Number)).toEqual([0, 0, 0, 0, 0]);
}

async function createAll(specs: Array<[key: string, name: string, institution: string]>) {
  for (let i = 0; i < specs.length; i += 16) {
    await Promise.all(
      specs.slice(i, i + 16).map(async ([key, name, institution]) => {
        ids[key] = (await createInstructor(server.admin, institution, { name })).id;
      }),
    );
  }
}

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  first = await createInstitution(server.admin);
  second = await createInstitution(server.admin);
  await createAll([
    ...Array.from(
      { length: 600 },
      (_, i) => [`g${i}`, generatedName(i), i % 3 === 0 ? second.id : first.id] as [string, string, string],
    ),
    ...NAMED.map(([key, name], i) => [key, name, i % 2 ? first.id : second.id] as [string, string, string]),
  ]);
  await createInstructor(server.admin, first.id, { name: 'Amira Qaf Pending', status: 'PENDING_APPROVAL' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("the answer is the engine's over the public rows, for common and rare texts", () => {
  test('the texts lie where the test means them to, around the bound', async () => {
    expect(await entries('qaf')).toBe(BOUND);
    expect(await entries('qib')).toBe(BOUND + 1);
    expect(await entries('zaz')).toBe(BOUND);
    expect(await entries('zuz')).toBe(BOUND + 2);
    expect(await entries('. ben')).toBe(600);
    expect(await entries('ben')).toBeGreaterThan(600);
  });

  test('full names, each its own answer, in any letter case', { timeout: 60_000 }, async () => {
    for (const i of [0, 1, 57, 199, 200, 201, 333, 401, 599]) {
      const name = generatedName(i);
      const items = await expectSameAnswer({ q: name });
      expect(items.map((item) => item.id)).toContain(ids[`g${i}`]);
      await expectSameAnswer({ q: name.toUpperCase() });
    }
    for (const [, name] of NAMED) await expectSameAnswer({ q: name });
  });

  test(
    'common texts past the bound: "ben" and a text of 600 matches, page after page',
    { timeout: 60_000 },
    async () => {
      for (const q of ['ben', '. ben', 'Ben ']) {
        for (const page of [1, 2, 17, 30, 31]) await expectSameAnswer({ q, page });
        await expectSameAnswer({ q, perPage: 50, page: 12 });
      }
      expect(await expectSameAnswer({ q: '. ben', perPage: 50, page: 12 })).toHaveLength(50);
    },
  );

  test('at the bound and one entry past it, and a key holding the text twice', { timeout: 60_000 }, async () => {
    for (const q of ['qaf', 'qib', 'zaz', 'zuz', 'ZAZ-z', 'uz-zu']) {
      for (const [page, perPage] of [
        [1, 20],
        [2, 20],
        [10, 20],
        [11, 20],
        [5, 50],
        [67, 3],
        [68, 3],
      ] as const) {
        await expectSameAnswer({ q, page, perPage });
      }
    }
    expect(JSON.parse(await answered({ q: 'qaf', perPage: 50, page: 4 })).items).toHaveLength(50);
    expect(JSON.parse(await answered({ q: 'qib', page: 11 })).items).toHaveLength(1);
    expect(JSON.parse(await answered({ q: 'zuz', page: 6 })).items).toHaveLength(1);
    // "Ben Ali Ben Salah" holds "ben" twice and comes once, first (its words are the query's own).
    const ali = (await expectSameAnswer({ q: 'ali ben' })).map((i) => i.name);
    expect(ali.filter((name) => name === 'Ali Ben Ali Ben Salah')).toEqual(['Ali Ben Ali Ben Salah']);
    expect(ali[0]).toBe('Ali Ben Ali Ben Salah');
  });

  test(
    'texts within the bound with many pages, within one institution, and texts that find nothing',
    { timeout: 60_000 },
    async () => {
      for (const q of ['amira', 'mohamed', 'trabelsi', 'Youssef K', 'khelifi q']) {
        for (const page of [1, 2, 4, 100]) await expectSameAnswer({ q, page, perPage: 7 });
        await expectSameAnswer({ q, institution: first.id });
        await expectSameAnswer({ q, institution: second.id, page: 2, perPage: 5 });
      }
      for (const q of ['ben', 'qib', 'qaf']) {
        await expectSameAnswer({ q, institution: second.id });
        await expectSameAnswer({ q, institution: first.id, page: 3 });
      }
      for (const q of ['qzxv', 'wxwxwx', 'amira q. ben trabelsi qaf qib zaz']) await expectSameAnswer({ q });
      expect(await expectSameAnswer({ q: 'qzxv' })).toEqual([]);
    },
  );

  test('Arabic texts and the folding rules of contract/matching.js', { timeout: 60_000 }, async () => {
    for (const q of ['امين', 'أمين', 'إمين', 'أَمِين', 'الزوّاري', 'الزواري', 'مروة', 'مروه الشابي', 'ليلي', 'بن علي']) {
      const items = await expectSameAnswer({ q });
      expect(items.length, q).toBeGreaterThan(0);
    }
    expect(await expectSameAnswer({ q: 'امين الزواري' })).toHaveLength(4);
    for (const q of ['helene', 'HÉLÈNE', 'Hèlene gharbi', 'zoe', 'ZOË F', '  sami   ben  ', 'Yasmine 🌟', '🌟 kef']) {
      const items = await expectSameAnswer({ q });
      expect(items.length, q).toBeGreaterThan(0);
    }
    // Equal keys come in the order of their ids.
    const sami = await expectSameAnswer({ q: 'sami ben salah' });
    expect(sami.map((i) => i.id)).toEqual([ids.sami1, ids.sami2, ids.sami3].sort());
  });
});

describe('every change to what a result shows reaches the items at once', () => {
  let rater: Actor;
  let moderator: Actor;
  let reporter: Actor;

  beforeAll(async () => {
    rater = await createActor(server);
    reporter = await createActor(server);
    moderator = await createActor(server, { role: 'MODERATOR' });
  });

  test('the items equal the read model after the bulk of creates', async () => {
    await expectItemsExact();
  });

  test('name edits: a new key, and a change of letter case that keeps the key', async () => {
    await server.admin.collection('instructors').update(ids.g5!, { name: 'Ines Kefi-Trabelsi' });
    expect((await expectSameAnswer({ q: 'kefi-tr' }))[0]!.name).toBe('Ines Kefi-Trabelsi');
    expect(await idsOf({ q: generatedName(5) })).not.toContain(ids.g5);
    await server.admin.collection('instructors').update(ids.helene2!, { name: 'HELENE GHARBI' });
    expect((await expectSameAnswer({ q: 'helene gharbi' })).map((i) => i.name)).toContain('HELENE GHARBI');
    await server.admin.collection('instructors').update(ids.g6!, { department: 'Physique' });
    expect(await itemOf({ q: generatedName(6) }, ids.g6!)).toMatchObject({ department: 'Physique' });
    await expectItemsExact();
  });

  test('status changes: out of the search and back', async () => {
    await server.admin.collection('instructors').update(ids.g7!, { status: 'PENDING_APPROVAL' });
    expect(await idsOf({ q: generatedName(7) })).not.toContain(ids.g7);
    await expectSameAnswer({ q: 'qaf', page: 10 });
    await server.admin.collection('instructors').update(ids.g7!, { status: 'ARCHIVED' });
    await server.admin.collection('instructors').update(ids.g7!, { status: 'ACTIVE' });
    expect(await idsOf({ q: generatedName(7) })).toContain(ids.g7);
    await expectItemsExact();
  });

  test('moderation of ratings moves the averages and the count', async () => {
    const target = ids.g8!;
    const q = generatedName(8);
    const random = seeded(18);
    const ratings = [];
    for (const [quality, difficulty, again] of [
      [5, 2, true],
      [2, 4, false],
      [4, 3, true],
    ] as const) {
      ratings.push(
        await rater.pb.collection('instructor_ratings').create(
          instructorRatingBody(target, random, {
            overall_quality: quality,
            difficulty,
            would_take_again: again,
            course: `Cours ${quality}${difficulty}`,
          }),
        ),
      );
    }
    expect(await itemOf({ q }, target)).toMatchObject({ review_count: 0 });
    await decide(moderator.pb, { collection: 'instructor_ratings', id: ratings[0]!.id, status: 'ACTIVE' });
    expect(await itemOf({ q }, target)).toMatchObject({
      review_count: 1,
      avg_overall_quality: 5,
      avg_difficulty: 2,
      avg_would_take_again: 100,
    });
    await decide(moderator.pb, { collection: 'instructor_ratings', id: ratings[1]!.id, status: 'ACTIVE' });
    await decide(moderator.pb, { collection: 'instructor_ratings', id: ratings[2]!.id, status: 'ACTIVE' });
    expect(await itemOf({ q }, target)).toMatchObject({
      review_count: 3,
      avg_overall_quality: 3.67,
      avg_difficulty: 3,
      avg_would_take_again: 67,
    });
    // A published rating taken down through a report.
    const report = await reporter.pb.collection('reports').create({
      reported_collection: 'instructor-rating',
      reported_id: ratings[1]!.id,
      report_reason: 'OTHER',
      comment: 'This review names a student.',
    });
    await decide(moderator.pb, {
      collection: 'reports',
      id: report.id,
      status: 'TREATED',
      takeDown: 'SUSPENDED',
      reason: 'Names a student.',
    });
    expect(await itemOf({ q }, target)).toMatchObject({
      review_count: 2,
      avg_overall_quality: 4.5,
      avg_difficulty: 2.5,
      avg_would_take_again: 100,
    });
    await server.admin.collection('instructor_ratings').delete(ratings[0]!.id);
    expect(await itemOf({ q }, target)).toMatchObject({ review_count: 1, avg_overall_quality: 4, avg_difficulty: 3 });
    await expectItemsExact();
  });

  test('an institution renamed, an instructor moved to another, an instructor deleted', async () => {
    await server.admin.collection('institutions').update(second.id, { name: 'Institut renommé' });
    const renamed = await expectSameAnswer({ q: 'qaf', institution: second.id, perPage: 50 });
    expect(renamed.length).toBeGreaterThan(0);
    expect(new Set(renamed.map((i) => i.institution_name))).toEqual(new Set(['Institut renommé']));
    await expectSameAnswer({ q: 'ben', institution: second.id, page: 2 });

    await server.admin.collection('instructors').update(ids.g9!, { institution: second.id });
    expect(await itemOf({ q: generatedName(9), institution: second.id }, ids.g9!)).toMatchObject({
      institution_name: 'Institut renommé',
    });
    expect(await idsOf({ q: generatedName(9), institution: first.id })).not.toContain(ids.g9);

    await server.admin.collection('instructors').delete(ids.g10!);
    expect(await idsOf({ q: generatedName(10) })).not.toContain(ids.g10);
    await expectSameAnswer({ q: 'qaf', page: 10 });
    await expectItemsExact();
  });

  test(
    'the rebuild of the read models refills the items and suffixes, and the triggers keep working after it',
    { timeout: 60_000 },
    async () => {
      // A write behind the triggers' back (raw SQL) that only the rebuild repairs.
      await sql(`DELETE FROM instructor_search_items WHERE id = ${quote(ids.g11!)}`);
      await sql(`DELETE FROM instructor_search_suffixes WHERE suffix LIKE 'qaf%'`);
      const script = path.resolve(import.meta.dirname, '../../scripts/rebuild-read-models.mjs');
      const { stdout, stderr } = await run(process.execPath, [script, '--dir', server.dataDir]);
      expect(stdout + stderr).toMatch(/"instructor_search_items":\d+/);
      await expectItemsExact();
      for (const search of [{ q: 'qaf', page: 10 }, { q: generatedName(11) }, { q: 'ben', page: 3 }, { q: 'امين' }]) {
        await expectSameAnswer(search);
      }
      await server.admin.collection('instructors').update(ids.g12!, { name: 'Karim Zouari-Ben Romdhane' });
      expect((await expectSameAnswer({ q: 'zouari-ben' }))[0]).toMatchObject({ name: 'Karim Zouari-Ben Romdhane' });
      await expectItemsExact();
    },
  );

  // SQLite writes the items' JSON (lib/search/instructor-search-items.js): every average the read model can hold (a whole
  // number of hundredths from 0 to 5) must come out as JSON.stringify writes it, from the range and the phrase.
  test(
    'every average from 0 to 5 in hundredths is written as JSON.stringify writes it',
    { timeout: 60_000 },
    async () => {
      const numeric = new Set(['avg_overall_quality', 'avg_difficulty', 'avg_would_take_again', 'review_count']);
      const searches = [
        ['qaf', 23, 9],
        ['. ben', 29, 21],
      ] as const;
      // The averages are shown, never ranked on: each record these pages answer gets one by its place among them,
      // so the pages show every hundredth from 0 to 5 whatever ids the records were given (more than 501 records).
      const index = await publicIndex();
      const answeredIds: string[] = [];
      for (const [q, perPage, pages] of searches) {
        for (const row of searchIndex(index, q, { limit: perPage * pages }).items)
          if (!answeredIds.includes(row.id)) answeredIds.push(row.id);
      }
      expect(answeredIds.length).toBeGreaterThanOrEqual(501);
      // Behind the triggers' back, so the data version does not move: page sizes no earlier test asked for.
      // In statements of 100 ids (the SQL route bounds a query's length).
      for (let base = 0; base < answeredIds.length; base += 100) {
        const place = `(j.key + ${base})`;
        await sql(`UPDATE instructor_search_items SET avg_overall_quality = (${place} % 501) / 100.0,
        avg_difficulty = ((${place} * 7) % 501) / 100.0, avg_would_take_again = ${place} % 101
        FROM json_each(${quote(JSON.stringify(answeredIds.slice(base, base + 100)))}) j WHERE instructor_search_items.id = j.value`);
      }
      try {
        const items = new Map(
          (await sql(`SELECT ${ITEM_KEYS.join(', ')} FROM instructor_search_items`)).map((values) => [
            values[0]!,
            Object.fromEntries(ITEM_KEYS.map((k, i) => [k, numeric.has(k) ? Number(values[i]) : values[i]])),
          ]),
        );
        const seen = new Set<number>();
        for (const [q, perPage, pages] of searches) {
          for (let page = 1; page <= pages; page++) {
            const want = searchIndex(index, q, { offset: (page - 1) * perPage, limit: perPage }).items.map((row) =>
              items.get(row.id)!,
            );
            want.forEach((row) => seen.add(Number(row.avg_overall_quality)).add(Number(row.avg_difficulty)));
            expect(await answered({ q, page, perPage })).toBe(
              JSON.stringify({ page, perPage, totalItems: -1, totalPages: -1, items: want }),
            );
          }
        }
        expect(seen.size).toBe(501);
      } finally {
        await sql(`UPDATE instructor_search_items SET avg_overall_quality = v.avg_overall_quality,
        avg_difficulty = v.avg_difficulty, avg_would_take_again = v.avg_would_take_again
        FROM instructors_search v WHERE v.id = instructor_search_items.id`);
      }
      await expectItemsExact();
    },
  );
});
