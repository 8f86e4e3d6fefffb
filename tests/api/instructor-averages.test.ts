// GET /api/rayek/instructors/{id}/averages: the instructor page's read-model row through a cached route. It
// must answer exactly what PocketBase's record API answers for the same row, to anyone, and show every change
// at once although its answers are cached.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, type Actor } from './support/actors';
import { createInstitution, createInstructor, instructorRatingBody, seeded } from './support/fixtures';
import { expectedInstructor } from './support/read-models';
import { decide } from './support/moderation';

type Rating = Record<string, unknown> & { id: string; status: string };
interface ListAnswer {
  items: Array<Record<string, unknown>>;
  data?: Record<string, { code: string }>;
}

let server: TestServer;
let moderator: Actor;
let students: Actor[];
let institutionId: string;
let institutionName: string;
const random = seeded(20261124);

async function averages(id: string): Promise<{ status: number; type: string | null; body: ListAnswer }> {
  const res = await fetch(`${server.url}/api/rayek/instructors/${id}/averages`);
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as ListAnswer };
}
/** What a guest gets for the same row from PocketBase's own record API, as the app asked for it before. */
async function fromCollection(id: string): Promise<unknown> {
  const query = new URLSearchParams({ filter: `(id='${id}')`, perPage: '1', skipTotal: '1' });
  const res = await fetch(`${server.url}/api/collections/instructor_ratings_average/records?${query}`);
  expect(res.status).toBe(200);
  return res.json();
}
const row = async (id: string) => (await averages(id)).body.items[0];

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
  students = await Promise.all([0, 1, 2, 3].map(() => createActor(server)));
  ({ id: institutionId, name: institutionName } = await createInstitution(server.admin));
});
afterAll(async () => {
  await server?.stop();
});

describe("an instructor's averages", () => {
  test('answer the same list as the record API, for an instructor with published ratings and for one without', async () => {
    const rated = (await createInstructor(server.admin, institutionId, { name: 'Sami Ben Ammar' })).id;
    const unrated = (await createInstructor(server.admin, institutionId, { name: 'Leila Trabelsi' })).id;
    const ratings: Rating[] = [];
    for (const [k, student] of students.entries()) {
      const body = instructorRatingBody(rated, random, { user: student.id, status: 'ACTIVE', course: `Course ${k}` });
      ratings.push((await server.admin.collection('instructor_ratings').create(body)) as unknown as Rating);
    }

    for (const id of [rated, unrated]) {
      const answer = await averages(id);
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.body).toEqual(await fromCollection(id));
      // Asked again: the cached answer is the same.
      expect((await averages(id)).body).toEqual(answer.body);
    }
    const figures = await row(rated);
    expect(figures).toMatchObject({
      ...expectedInstructor(ratings).average,
      instructor_id: rated,
      instructor_name: 'Sami Ben Ammar',
      institution_id: institutionId,
      institution_name: institutionName,
    });
    expect(figures).not.toHaveProperty('user');
    expect(await row(unrated)).toMatchObject({ review_count: 0, avg_overall_quality: 0, nb_5: 0 });
  });

  test('an unknown, pending or archived instructor is an empty list; a malformed id is refused with a field code', async () => {
    const pending = (await createInstructor(server.admin, institutionId, { status: 'PENDING_APPROVAL' })).id;
    const archived = (await createInstructor(server.admin, institutionId, { status: 'ARCHIVED' })).id;
    for (const id of [pending, archived, 'zzzzzzzzzzzzzzz']) {
      const answer = await averages(id);
      expect(answer.status).toBe(200);
      expect(answer.body.items).toEqual([]);
      expect(answer.body).toEqual(await fromCollection(id));
    }
    const malformed = await averages("x'%20OR%201=1");
    expect(malformed.status).toBe(400);
    expect(malformed.body.data?.id?.code).toBe('validation_invalid_value');
  });

  // Answers are cached until the data they show changes: each step reads before and after a change.
  test('a repeated read shows every change at once: moderation, a new pending rating, names, department, archiving', async () => {
    const id = (await createInstructor(server.admin, institutionId, { name: 'Nadia Karoui' })).id;
    expect(await row(id)).toMatchObject({ review_count: 0 });

    // A student's rating is pending: nothing changes until a moderator publishes it.
    const ratings: Rating[] = [];
    for (const student of students.slice(0, 2)) {
      ratings.push(
        (await student.pb
          .collection('instructor_ratings')
          .create(instructorRatingBody(id, random))) as unknown as Rating,
      );
    }
    expect(await row(id)).toMatchObject(expectedInstructor([]).average);
    await decide(moderator.pb, { collection: 'instructor_ratings', id: ratings[0]!.id, status: 'ACTIVE' });
    ratings[0]!.status = 'ACTIVE';
    expect(await row(id)).toMatchObject(expectedInstructor(ratings).average);
    await decide(moderator.pb, { collection: 'instructor_ratings', id: ratings[1]!.id, status: 'ACTIVE' });
    ratings[1]!.status = 'ACTIVE';
    expect(await row(id)).toMatchObject(expectedInstructor(ratings).average);
    expect(await row(id)).toMatchObject({ review_count: 2 });
    // A take-down after publication: a moderator's status change.
    await moderator.pb.collection('instructor_ratings').update(ratings[0]!.id, { status: 'SUSPENDED' });
    ratings[0]!.status = 'SUSPENDED';
    expect(await row(id)).toMatchObject({ ...expectedInstructor(ratings).average, review_count: 1 });

    await server.admin
      .collection('instructors')
      .update(id, { name: 'Nadia Karoui-Jaziri', department: 'Génie électrique' });
    expect(await row(id)).toMatchObject({
      instructor_name: 'Nadia Karoui-Jaziri',
      instructor_department: 'Génie électrique',
    });
    await server.admin.collection('institutions').update(institutionId, { name: `${institutionName} (renamed)` });
    expect(await row(id)).toMatchObject({ institution_name: `${institutionName} (renamed)` });
    await moderator.pb.collection('instructors').update(id, { status: 'ARCHIVED' });
    expect((await averages(id)).body.items).toEqual([]);
  });
});
