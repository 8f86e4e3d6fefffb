// The maintained read models equal a rebuild from scratch after a random mix of creates, status changes
// (some concurrent), score edits and deletes; and both equal the figures recomputed here.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RATING_STATUSES } from '@contract/statuses.js';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
  type Random,
} from './support/fixtures';
import {
  expectedInstitution,
  expectedInstructor,
  expectedProgram,
  institutionModels,
  instructorModels,
  programModels,
  snapshot,
} from './support/read-models';

const run = promisify(execFile);
const SEED = Number(process.env.RAYEK_TEST_SEED ?? 424242);
const STATUSES = RATING_STATUSES;
// Half of all decisions publish, so that plenty of ratings count.
const decide = (random: Random) => (random.bool() ? 'ACTIVE' : random.pick(STATUSES));

type Rating = Record<string, unknown> & { id: string; status: string };
type Kind = 'institution_ratings' | 'program_ratings' | 'instructor_ratings';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

async function rebuild() {
  const script = path.resolve(import.meta.dirname, '../../scripts/rebuild-read-models.mjs');
  const { stdout, stderr } = await run(process.execPath, [script, '--dir', server.dataDir]);
  return stdout + stderr;
}

test(`incremental and rebuilt read models are identical (seed ${SEED})`, { timeout: 120_000 }, async () => {
  const random: Random = seeded(SEED);
  const moderator = await createActor(server, { role: 'MODERATOR' });
  const users: Actor[] = await Promise.all(Array.from({ length: 16 }, () => createActor(server)));
  const institutions = [(await createInstitution(server.admin)).id, (await createInstitution(server.admin)).id];
  const programs = [
    (await createProgram(server.admin, institutions[0]!)).id,
    (await createProgram(server.admin, institutions[1]!)).id,
  ];
  const instructors = [
    (await createInstructor(server.admin, institutions[0]!)).id,
    (await createInstructor(server.admin, institutions[0]!)).id,
    (await createInstructor(server.admin, institutions[1]!)).id,
  ];
  const targets: Record<Kind, string[]> = {
    institution_ratings: institutions,
    program_ratings: programs,
    instructor_ratings: instructors,
  };
  const ratings: Record<Kind, Rating[]> = { institution_ratings: [], program_ratings: [], instructor_ratings: [] };
  const kinds = Object.keys(targets) as Kind[];

  const body = (kind: Kind, target: string) =>
    kind === 'institution_ratings'
      ? institutionRatingBody(target, random)
      : kind === 'program_ratings'
        ? programRatingBody(target, random)
        : instructorRatingBody(target, random);

  for (let step = 0; step < 240; step += 1) {
    const kind = random.pick(kinds);
    const list = ratings[kind];
    const action = list.length < 4 ? 0 : random.int(0, 9);
    if (action <= 3) {
      // A user's create (pending), or a superuser's import with any status, like the demo generator.
      const author = random.pick(users);
      const target = random.pick(targets[kind]);
      const data = body(kind, target);
      try {
        const created = random.bool()
          ? await author.pb.collection(kind).create(data)
          : await server.admin.collection(kind).create({ ...data, user: author.id, status: decide(random) });
        list.push(created as unknown as Rating);
      } catch (err) {
        // Same author and target again: refused with its own code, nothing written.
        expect((err as { response: { data: Record<string, { code: string }> } }).response.data).toSatisfy(
          (data: Record<string, { code: string }>) =>
            Object.values(data).some((v) => v.code === 'validation_already_rated'),
        );
      }
    } else if (action <= 6) {
      // A burst of concurrent moderator decisions.
      const picks = Array.from({ length: random.int(1, 6) }, () => random.pick(list));
      const unique = [...new Set(picks)];
      const statuses = unique.map(() => decide(random));
      await Promise.all(unique.map((r, i) => moderator.pb.collection(kind).update(r.id, { status: statuses[i] })));
      unique.forEach((r, i) => (r.status = statuses[i]!));
    } else if (action <= 7) {
      const rating = random.pick(list);
      const field = kind === 'instructor_ratings' ? 'overall_quality' : 'reputation';
      const value = random.int(1, 5);
      await server.admin.collection(kind).update(rating.id, { [field]: value });
      rating[field] = value;
    } else {
      const index = random.int(0, list.length - 1);
      await server.admin.collection(kind).delete(list[index]!.id);
      list.splice(index, 1);
    }
  }

  const pb = guest(server);
  const check = async () => {
    for (const id of institutions) {
      const got = await institutionModels(pb, id);
      const want = expectedInstitution(ratings.institution_ratings.filter((r) => r.institution === id));
      expect(got.search).toMatchObject(want.search);
      expect(got.average).toMatchObject(want.average);
    }
    for (const id of programs) {
      const got = await programModels(pb, id);
      const want = expectedProgram(ratings.program_ratings.filter((r) => r.program === id));
      expect(got.search).toMatchObject(want.search);
      expect(got.average).toMatchObject(want.average);
    }
    for (const id of instructors) {
      const got = await instructorModels(pb, id);
      const want = expectedInstructor(ratings.instructor_ratings.filter((r) => r.instructor === id));
      expect(got.search).toMatchObject(want.search);
      expect(got.average).toMatchObject(want.average);
      expect(got.courses).toMatchObject(want.courses);
      // The search's own copy of the row (migration 1796000000), kept by triggers of its own.
      const found = await fetch(
        `${server.url}/api/rayek/instructors/search?q=${encodeURIComponent(String(got.search?.name))}`,
      );
      const { items } = (await found.json()) as { items: Array<{ id: string }> };
      expect(items.find((item) => item.id === id)).toEqual(got.search);
    }
  };

  const active = kinds.reduce((n, k) => n + ratings[k].filter((r) => r.status === 'ACTIVE').length, 0);
  expect(active).toBeGreaterThan(10);
  await check();
  const incremental = await snapshot(pb);

  const output = await rebuild();
  expect(output).toContain('Read models rebuilt');
  const rebuilt = await snapshot(pb);
  expect(rebuilt).toEqual(incremental);
  await check();
});

test('the rebuild repairs statistics that drifted', async () => {
  const institution = await createInstitution(server.admin);
  const author = await createActor(server);
  const rating = await server.admin
    .collection('institution_ratings')
    .create(institutionRatingBody(institution.id, seeded(11), { status: 'ACTIVE', user: author.id }));
  const stats = await server.admin.collection('institution_stats').getOne(institution.id);
  await server.admin.collection('institution_stats').update(stats.id, { review_count: 40, sum_food: 1 });
  expect((await institutionModels(guest(server), institution.id)).search?.review_count).toBe(40);
  await rebuild();
  const want = expectedInstitution([rating as unknown as Rating]);
  const got = await institutionModels(guest(server), institution.id);
  expect(got.average).toMatchObject(want.average);
});
