// The distribution of the overall score of institutions and programs (`nb_1`…`nb_5`, migration 1796400000): each
// ACTIVE rating counts on the mean of its ten scores rounded half up. The read models must equal a count over
// the ratings themselves after approvals, take-downs, score edits, deletions and a rebuild.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, type Actor } from './support/actors';
import { createInstitution, createProgram, INSTITUTION_SCORES, PROGRAM_SCORES } from './support/fixtures';
import { decide } from './support/moderation';

const run = promisify(execFile);

const KINDS = {
  institution_ratings: {
    target: 'institution',
    view: 'institution_ratings_average',
    stats: 'institution_stats',
    scores: INSTITUTION_SCORES,
  },
  program_ratings: {
    target: 'program',
    view: 'program_ratings_average',
    stats: 'program_stats',
    scores: PROGRAM_SCORES,
  },
} as const;
type Kind = keyof typeof KINDS;

// Sums of the ten scores around every boundary: 14 is a mean of 1.4 (step 1), 15 of 1.5 (step 2), … 45 of 4.5 (5).
const SUMS = [10, 14, 15, 24, 25, 34, 35, 44, 45, 50];

let server: TestServer;
let moderator: Actor;
let students: Actor[];
const targets = {} as Record<Kind, string>;
const ratings = {} as Record<Kind, string[]>;

/** Ten scores of 1..5 adding up to `sum`. */
function scoresAddingUpTo(names: readonly string[], sum: number): Record<string, number> {
  const base = Math.floor(sum / names.length);
  const extra = sum % names.length;
  return Object.fromEntries(names.map((name, i) => [name, base + (i < extra ? 1 : 0)]));
}

/** The read model's distribution, as a guest reads it. */
async function shown(kind: Kind): Promise<number[]> {
  const row = await guest(server).collection(KINDS[kind].view).getOne(targets[kind]);
  return [1, 2, 3, 4, 5].map((k) => row[`nb_${k}`] as number);
}

/** A count over the target's ACTIVE ratings, each on its mean rounded (x.5 goes up). */
async function counted(kind: Kind): Promise<number[]> {
  const { target, scores } = KINDS[kind];
  const active = await server.admin.collection(kind).getFullList({
    filter: server.admin.filter(`${target} = {:id} && status = "ACTIVE"`, { id: targets[kind] }),
  });
  const counts = [0, 0, 0, 0, 0];
  for (const rating of active) {
    const mean = scores.reduce((sum, s) => sum + Number(rating[s]), 0) / scores.length;
    counts[Math.round(mean) - 1]! += 1;
  }
  return counts;
}

async function expectExact(want: Record<Kind, number[]>) {
  for (const kind of Object.keys(KINDS) as Kind[]) {
    expect(await counted(kind), kind).toEqual(want[kind]);
    expect(await shown(kind), kind).toEqual(want[kind]);
  }
}

const both = (counts: number[]) => ({ institution_ratings: counts, program_ratings: counts });

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
  students = await Promise.all(SUMS.map(() => createActor(server)));
  targets.institution_ratings = (await createInstitution(server.admin)).id;
  targets.program_ratings = (await createProgram(server.admin, targets.institution_ratings)).id;
  for (const kind of Object.keys(KINDS) as Kind[]) {
    ratings[kind] = [];
    for (const [i, student] of students.entries()) {
      const body = {
        [KINDS[kind].target]: targets[kind],
        review: 'Enough words to be a review of this place.',
        ...(kind === 'program_ratings' ? { enrolment_status: 'ENROLLED' } : {}),
        ...scoresAddingUpTo(KINDS[kind].scores, SUMS[i]!),
      };
      ratings[kind].push((await student.pb.collection(kind).create(body)).id);
    }
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

test('pending ratings count nowhere; approvals count each on its rounded mean', async () => {
  await expectExact(both([0, 0, 0, 0, 0]));
  for (const kind of Object.keys(KINDS) as Kind[]) {
    for (const id of ratings[kind]) await decide(moderator.pb, { collection: kind, id, status: 'ACTIVE' });
  }
  // 10, 14 → 1; 15, 24 → 2; 25, 34 → 3; 35, 44 → 4; 45, 50 → 5.
  await expectExact(both([2, 2, 2, 2, 2]));
});

test('a take-down, a score edit and deletions move the counts at once', async () => {
  // The rating of sum 45 taken down after a report.
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const report = await students[0]!.pb.collection('reports').create({
      reported_collection: kind.replace('_ratings', '-rating'),
      reported_id: ratings[kind][8],
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
  }
  await expectExact(both([2, 2, 2, 2, 1]));

  // The rating of sum 10 edited to a sum of 35 while ACTIVE; the one of sum 24 deleted.
  for (const kind of Object.keys(KINDS) as Kind[]) {
    await server.admin.collection(kind).update(ratings[kind][0]!, scoresAddingUpTo(KINDS[kind].scores, 35));
    await server.admin.collection(kind).delete(ratings[kind][3]!);
  }
  await expectExact(both([1, 1, 2, 3, 1]));

  // A deleted account's ratings stay published, detached: the counts do not move.
  await students[9]!.pb.send('/api/rayek/account/delete', {
    method: 'POST',
    body: { password: 'password-for-tests-1' },
  });
  await expectExact(both([1, 1, 2, 3, 1]));

  // A rating taken out of view by a moderator's own decision on the rating.
  for (const kind of Object.keys(KINDS) as Kind[])
    await moderator.pb.collection(kind).update(ratings[kind][1]!, { status: 'SUSPENDED' });
  await expectExact(both([0, 1, 2, 3, 1]));
});

test('the rebuild recomputes the counts from the ratings', async () => {
  for (const kind of Object.keys(KINDS) as Kind[]) {
    await server.admin.collection(KINDS[kind].stats).update(targets[kind], { nb_1: 7, nb_5: 0 });
  }
  expect(await shown('institution_ratings')).toEqual([7, 1, 2, 3, 0]);
  const script = path.resolve(import.meta.dirname, '../../scripts/rebuild-read-models.mjs');
  const { stdout } = await run(process.execPath, [script, '--dir', server.dataDir]);
  expect(stdout).toContain('Read models rebuilt');
  await expectExact(both([0, 1, 2, 3, 1]));
});
