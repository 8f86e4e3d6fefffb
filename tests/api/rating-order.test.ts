// Sorting and filtering a target's published ratings (contract/rating-order.js, migration 1796300000): the public
// list answers each sort in a total order that paging 5 at a time walks without a repeat or a gap, even when
// every rating has the same score and the same creation time; the stored overall score is the server's own; the
// filters reach public fields only; each order is one index range (EXPLAIN QUERY PLAN, PocketBase's SQLite).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INSTITUTION_SCORES, PROGRAM_SCORES } from '@contract/ratings.js';
import { ratingOverall } from '@contract/rating-order.js';
import { RATING_SORTS } from '@contract/rating-sorts.js';
import { compareRatings, parseCourseCounts, pocketBaseSort } from '@/domain/rating-order';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, refusal } from './support/actors';
import { institutionRatingBody, seeded } from './support/fixtures';
import { createRatingTargets, rating, vote, type RatingKind } from './support/votes';

let server: TestServer;
const targets: Record<RatingKind, string> = { institution_ratings: '', program_ratings: '', instructor_ratings: '' };
const TARGET_FIELD = {
  institution_ratings: 'institution',
  program_ratings: 'program',
  instructor_ratings: 'instructor',
} as const;
const KINDS = Object.keys(TARGET_FIELD) as RatingKind[];
const random = seeded(1796300);

const sql = async (query: string) =>
  ((await server.admin.send('/api/sql', { method: 'POST', body: { query } })) as { rows: unknown[][] }).rows;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  await createRatingTargets(server.admin, targets);
  // 13 published ratings per target (three pages of 5), scores from a small range so that many tie; one hidden
  // (pending) rating that no list may show.
  const authors = await Promise.all(Array.from({ length: 14 }, () => createActor(server)));
  for (const kind of KINDS) {
    const written = [];
    for (let i = 0; i < 13; i += 1) {
      const tie = i % 3 === 0 ? 1 : 5;
      const extra: Record<string, unknown> =
        kind === 'instructor_ratings'
          ? { overall_quality: tie, course: i % 2 === 0 ? 'Analyse 1' : 'Réseaux' }
          : Object.fromEntries(
              (kind === 'institution_ratings' ? INSTITUTION_SCORES : PROGRAM_SCORES).map((s) => [s, tie]),
            );
      if (kind === 'program_ratings') extra.enrolment_status = i % 2 === 0 ? 'ENROLLED' : 'GRADUATED';
      written.push(await rating(server.admin, kind, targets[kind], authors[i]!.id, extra));
    }
    await rating(server.admin, kind, targets[kind], authors[13]!.id, { status: 'PENDING_APPROVAL' });
    // Helpful votes on a few, ties among them too.
    for (const [index, voters] of [
      [2, 2],
      [7, 2],
      [11, 1],
    ] as const) {
      for (const voter of authors
        .slice(index === 2 ? 0 : 3, (index === 2 ? 0 : 3) + voters)
        .filter((a) => a.id !== authors[index]!.id)) {
        expect((await vote(server, voter.token, kind, written[index]!.id, { value: 1 })).status).toBe(200);
      }
    }
    // Written in one millisecond, as an import writes: only the id can then tell equal ratings apart.
    await sql(
      `UPDATE ${kind} SET created = '2026-03-01 10:00:00.000Z' WHERE ${TARGET_FIELD[kind]} = '${targets[kind]}' AND id IN (${written
        .slice(0, 8)
        .map((r) => `'${r.id}'`)
        .join(', ')})`,
    );
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** Every page of 5 a guest gets for this sort and filter, as the app asks for them. */
async function walk(kind: RatingKind, sort: (typeof RATING_SORTS)[number], extra = '') {
  const pb = guest(server);
  const seen: Record<string, unknown>[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const { items } = await pb.collection(kind).getList(page, 5, {
      filter: pb.filter(`${TARGET_FIELD[kind]} = {:id} && status = "ACTIVE"${extra}`, { id: targets[kind] }),
      sort: pocketBaseSort(kind, sort),
      skipTotal: true,
    });
    seen.push(...items);
    if (items.length < 5) break;
  }
  return seen as (Record<string, unknown> & { id: string })[];
}

async function published(kind: RatingKind, extra = '') {
  return (await server.admin.collection(kind).getFullList({
    filter: server.admin.filter(`${TARGET_FIELD[kind]} = {:id} && status = "ACTIVE"${extra}`, { id: targets[kind] }),
  })) as (Record<string, unknown> & { id: string })[];
}

describe('each sort is a total order that paging walks without repeats or gaps', () => {
  for (const kind of KINDS) {
    for (const sort of RATING_SORTS) {
      test(`${kind}, ${sort}`, async () => {
        const pages = await walk(kind, sort);
        const all = await published(kind);
        expect(all).toHaveLength(13);
        expect(new Set(pages.map((r) => r.id)).size).toBe(pages.length);
        // The same order the app applies offline to what it stored (domain/rating-order.ts).
        expect(pages.map((r) => r.id)).toEqual([...all].sort(compareRatings(kind, sort)).map((r) => r.id));
      });
    }
  }

  test('most helpful: more helpful votes first, then newest', async () => {
    const pages = await walk('institution_ratings', 'helpful');
    const counts = pages.map((r) => r.helpful_count as number);
    expect(counts.slice(0, 3)).toEqual([2, 2, 1].sort((a, b) => b - a));
    expect(counts.slice(3).every((c) => c === 0)).toBe(true);
  });

  test('highest and lowest follow the overall score, newest first among equals', async () => {
    for (const kind of KINDS) {
      const field = kind === 'instructor_ratings' ? 'overall_quality' : 'overall_score';
      const highest = (await walk(kind, 'highest')).map((r) => r[field]);
      const lowest = (await walk(kind, 'lowest')).map((r) => r[field]);
      expect(highest).toEqual([...highest].sort((a, b) => Number(b) - Number(a)));
      expect(lowest).toEqual([...lowest].sort((a, b) => Number(a) - Number(b)));
      expect(highest[0]).toBe(5);
      expect(lowest[0]).toBe(1);
    }
  });
});

describe('filters', () => {
  test("an instructor's course filter lists exactly that course's ratings, counted by instructor_courses", async () => {
    const row = await guest(server).collection('instructor_courses').getOne(targets.instructor_ratings);
    const counts = parseCourseCounts(row.course_counts);
    expect(counts).toEqual([
      { course: 'Analyse 1', count: 7 },
      { course: 'Réseaux', count: 6 },
    ]);
    for (const { course, count } of counts) {
      for (const sort of RATING_SORTS) {
        const pages = await walk('instructor_ratings', sort, ` && course = "${course}"`);
        expect(pages.map((r) => r.course)).toEqual(Array(count).fill(course));
        const all = await published('instructor_ratings', ` && course = "${course}"`);
        expect(pages.map((r) => r.id)).toEqual(
          [...all].sort(compareRatings('instructor_ratings', sort)).map((r) => r.id),
        );
      }
    }
  });

  test("a program's enrolment filter", async () => {
    const pages = await walk('program_ratings', 'lowest', ' && enrolment_status = "GRADUATED"');
    expect(pages).toHaveLength(6);
    expect(pages.every((r) => r.enrolment_status === 'GRADUATED')).toBe(true);
  });

  test('hidden fields cannot be filtered or sorted on by a guest or a signed-in student', async () => {
    const student = await createActor(server);
    for (const pb of [guest(server), student.pb]) {
      for (const [kind, field] of [
        ['instructor_ratings', 'course_key'],
        ['instructor_ratings', 'user'],
        ['program_ratings', 'user'],
      ] as const) {
        const byFilter = await refusal(
          pb.collection(kind).getList(1, 5, { filter: `${field} != ""`, skipTotal: true }),
        );
        expect(byFilter.status).toBe(400);
        const bySort = await refusal(pb.collection(kind).getList(1, 5, { sort: `-${field}`, skipTotal: true }));
        expect(bySort.status).toBe(400);
      }
    }
  });
});

describe('the stored overall score', () => {
  test("is the mean of the rating's ten scores, whatever the client sends", async () => {
    const author = await createActor(server);
    const body = institutionRatingBody(targets.institution_ratings, random, {
      overall_score: 5,
      reputation: 1,
      location: 2,
    });
    const created = await author.pb.collection('institution_ratings').create(body);
    const stored = await server.admin.collection('institution_ratings').getOne(created.id);
    const expected = ratingOverall(INSTITUTION_SCORES, (score) => Number(body[score as keyof typeof body]));
    expect(stored.overall_score).toBe(expected);
    expect(expected).toBeLessThan(5);
    // A superuser's correction of a score moves it.
    await server.admin.collection('institution_ratings').update(created.id, { reputation: 5 });
    expect((await server.admin.collection('institution_ratings').getOne(created.id)).overall_score).toBeCloseTo(
      expected + 0.4,
      10,
    );
  });
});

/**
 * The list query PocketBase runs for a guest (copied from its dev-mode log): the collection's list rule, then the
 * app's filter; instructor ratings join their instructor for the rule's `instructor.status` (hence DISTINCT).
 */
function guestListQuery(kind: RatingKind, filter: string, order: string) {
  const t = `\`${kind}\``;
  const joined = kind === 'instructor_ratings';
  const join = joined ? ` LEFT JOIN \`instructors\` \`ri\` ON \`ri\`.\`id\` = ${t}.\`instructor\`` : '';
  const publicRule = joined ? `(${t}.status = 'ACTIVE' AND \`ri\`.status = 'ACTIVE')` : `${t}.status = 'ACTIVE'`;
  return `SELECT ${joined ? 'DISTINCT ' : ''}${t}.* FROM ${t}${join} WHERE ((${publicRule} OR ('' IS NOT '' AND (${t}.user = ''
    OR ${t}.user IS NULL)) OR ('' = 'users' AND '' = 'MODERATOR'))) AND ((${t}.${TARGET_FIELD[kind]} = '${targets[kind]}'
    AND ${t}.status = 'ACTIVE'${filter})) ORDER BY ${order} LIMIT 5 OFFSET 5`;
}

test('the read-model rebuild repairs an overall score a bulk load left wrong, and only that one', async () => {
  const [first, second] = await published('program_ratings');
  // Written straight into the database, as a bulk SQL load (which bypasses the hooks) could leave it (every
  // rating here has a mean of 1 or 5).
  await sql(`UPDATE program_ratings SET overall_score = 3 WHERE id = '${first!.id}'`);
  const script = path.resolve(import.meta.dirname, '../../scripts/rebuild-read-models.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, '--dir', server.dataDir]);
  expect(stdout).toContain('"program_ratings_overall_repaired":1');
  expect(stdout).toContain('"institution_ratings_overall_repaired":0');
  expect((await server.admin.collection('program_ratings').getOne(first!.id)).overall_score).not.toBe(3);
  for (const row of [first!, second!]) {
    const stored = await server.admin.collection('program_ratings').getOne(row.id);
    expect(stored.overall_score).toBe(ratingOverall(PROGRAM_SCORES, (score) => Number(stored[score])));
  }
});

describe('each order is one index range', () => {
  for (const kind of KINDS) {
    test(kind, async () => {
      const filters: [string, string][] = [['', '']];
      if (kind === 'instructor_ratings') filters.push([` AND \`${kind}\`.course = 'Analyse 1'`, 'by_course']);
      if (kind === 'program_ratings')
        filters.push([` AND \`${kind}\`.enrolment_status = 'GRADUATED'`, 'by_enrolment_status']);
      for (const sort of RATING_SORTS) {
        const order = pocketBaseSort(kind, sort)
          .split(',')
          .map((key) => (key.startsWith('-') ? `\`${kind}\`.${key.slice(1)} DESC` : `\`${kind}\`.${key} ASC`))
          .join(', ');
        for (const [filter, filterIndex] of filters) {
          const rows = await sql(`EXPLAIN QUERY PLAN ${guestListQuery(kind, filter, order)}`);
          const plan = rows.map((r) => String(r[r.length - 1])).join(' | ');
          // A filter's default order has its own index; under another sort the page walks that sort's index.
          const wanted = filter && sort === 'newest' ? filterIndex : sort;
          expect(plan, plan).toContain(`USING INDEX idx_${kind}_${wanted} (`);
          // The order comes from the index, so the page stops after offset + 5 rows: no sort of the target's ratings.
          // (Instructor ratings' DISTINCT keeps a B-tree of the rows it passed, as the newest-first page always did.)
          expect(plan, plan).not.toMatch(/TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/);
        }
      }
    });
  }
});
