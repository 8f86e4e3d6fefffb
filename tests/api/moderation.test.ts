// Guarantee 4: only moderators change statuses, content is frozen, and every status change reaches every
// read model at once, with figures recomputed here from the ratings this test created.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, refusal, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './support/fixtures';
import {
  expectedInstitution,
  expectedInstructor,
  expectedProgram,
  institutionModels,
  instructorModels,
  programModels,
} from './support/read-models';

type Rating = Record<string, unknown> & { id: string; status: string };

let server: TestServer;
let moderator: Actor;
let students: Actor[];
let institutionId: string;
let programId: string;
let instructorId: string;
const ratings: Record<'institution' | 'program' | 'instructor', Rating[]> = {
  institution: [],
  program: [],
  instructor: [],
};
const COLLECTION = {
  institution: 'institution_ratings',
  program: 'program_ratings',
  instructor: 'instructor_ratings',
} as const;

async function expectAllReadModels() {
  const pb = guest(server);
  const inst = await institutionModels(pb, institutionId);
  const want = expectedInstitution(ratings.institution);
  expect(inst.search).toMatchObject(want.search);
  expect(inst.average).toMatchObject(want.average);
  const prog = await programModels(pb, programId);
  const wantProgram = expectedProgram(ratings.program);
  expect(prog.search).toMatchObject(wantProgram.search);
  expect(prog.average).toMatchObject(wantProgram.average);
  const teacher = await instructorModels(pb, instructorId);
  const wantTeacher = expectedInstructor(ratings.instructor);
  expect(teacher.search).toMatchObject(wantTeacher.search);
  expect(teacher.average).toMatchObject(wantTeacher.average);
  expect(teacher.courses).toMatchObject(wantTeacher.courses);
}

async function moderate(kind: keyof typeof ratings, index: number, status: string) {
  const rating = ratings[kind][index]!;
  const saved = await moderator.pb.collection(COLLECTION[kind]).update(rating.id, { status });
  expect(saved.status).toBe(status);
  rating.status = status;
}

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
  students = await Promise.all([0, 1, 2, 3].map(() => createActor(server)));
  institutionId = (await createInstitution(server.admin)).id;
  programId = (await createProgram(server.admin, institutionId)).id;
  instructorId = (await createInstructor(server.admin, institutionId)).id;
  const random = seeded(20261122);
  for (const [i, student] of students.entries()) {
    const a = await student.pb.collection('institution_ratings').create(institutionRatingBody(institutionId, random));
    const b = await student.pb.collection('program_ratings').create(programRatingBody(programId, random));
    const c = await student.pb
      .collection('instructor_ratings')
      .create(
        instructorRatingBody(instructorId, random, { course: ['Réseaux', 'Analyse 1', 'Algèbre 2', 'Analyse 1'][i] }),
      );
    ratings.institution.push(a as unknown as Rating);
    ratings.program.push(b as unknown as Rating);
    ratings.instructor.push(c as unknown as Rating);
  }
});

afterAll(async () => {
  await server?.stop();
});

describe('moderator transitions', () => {
  test('new ratings are pending and count nowhere', async () => {
    for (const list of Object.values(ratings)) for (const r of list) expect(r.status).toBe('PENDING_APPROVAL');
    await expectAllReadModels();
    const teacher = await instructorModels(guest(server), instructorId);
    expect(teacher.average).toMatchObject({ review_count: 0, avg_overall_quality: 0, nb_1: 0 });
    expect(teacher.courses).toMatchObject({ courses_taught: '' });
  });

  test('approving ratings updates every read model at once', async () => {
    for (const kind of ['institution', 'program', 'instructor'] as const) {
      await moderate(kind, 0, 'ACTIVE');
      await moderate(kind, 1, 'ACTIVE');
      await moderate(kind, 2, 'ACTIVE');
    }
    await expectAllReadModels();
    const teacher = await instructorModels(guest(server), instructorId);
    expect(teacher.average?.review_count).toBe(3);
    expect(teacher.courses?.courses_taught).toBe('Algèbre 2, Analyse 1, Réseaux');
  });

  test('suspending and reporting take ratings out; re-activating puts them back', async () => {
    await moderate('institution', 1, 'SUSPENDED');
    await moderate('program', 2, 'REPORTED');
    await moderate('instructor', 0, 'SUSPENDED');
    await expectAllReadModels();
    expect((await instructorModels(guest(server), instructorId)).courses?.courses_taught).toBe('Algèbre 2, Analyse 1');

    await moderate('institution', 1, 'ACTIVE');
    await moderate('instructor', 3, 'ACTIVE');
    await moderate('instructor', 2, 'PENDING_APPROVAL');
    await expectAllReadModels();
  });

  test('an ACTIVE rating inserted by a superuser counts like any other', async () => {
    const author = await createActor(server);
    const body = institutionRatingBody(institutionId, seeded(7), { status: 'ACTIVE', user: author.id });
    const created = await server.admin.collection('institution_ratings').create(body);
    expect(created.status).toBe('ACTIVE');
    expect(created.user).toBe(author.id);
    ratings.institution.push(created as unknown as Rating);
    await expectAllReadModels();
  });

  test('a superuser deleting an ACTIVE rating removes it from the figures', async () => {
    const removed = ratings.institution.shift()!;
    expect(removed.status).toBe('ACTIVE');
    await server.admin.collection('institution_ratings').delete(removed.id);
    await expectAllReadModels();
  });

  test('a superuser changing the scores of an ACTIVE rating moves the averages', async () => {
    const rating = ratings.program.find((r) => r.status === 'ACTIVE')!;
    const saved = await server.admin
      .collection('program_ratings')
      .update(rating.id, { reputation: 1, workload_balance: 5 });
    Object.assign(rating, { reputation: saved.reputation, workload_balance: saved.workload_balance });
    await expectAllReadModels();
  });
});

describe('who may change a rating', () => {
  test('the author cannot publish, edit or delete their own rating, even pending', async () => {
    const student = students[3]!;
    const pending = ratings.program[3]!;
    expect(pending.status).toBe('PENDING_APPROVAL');
    expect(
      (await refusal(student.pb.collection('program_ratings').update(pending.id, { status: 'ACTIVE' }))).status,
    ).toBe(404);
    expect(
      (
        await refusal(
          student.pb.collection('program_ratings').update(pending.id, { review: 'Rewritten after the fact.' }),
        )
      ).status,
    ).toBe(404);
    expect((await refusal(student.pb.collection('program_ratings').delete(pending.id))).status).toBe(403);
    const still = await server.admin.collection('program_ratings').getOne(pending.id);
    expect(still.status).toBe('PENDING_APPROVAL');
    expect(still.review).toBe(pending.review);
  });

  test("a verified user cannot touch someone else's rating", async () => {
    const other = students[2]!;
    const target = ratings.institution.find((r) => r.status === 'ACTIVE')!;
    expect(
      (await refusal(other.pb.collection('institution_ratings').update(target.id, { status: 'SUSPENDED' }))).status,
    ).toBe(404);
    expect((await refusal(other.pb.collection('institution_ratings').delete(target.id))).status).toBe(403);
    expect((await server.admin.collection('institution_ratings').getOne(target.id)).status).toBe('ACTIVE');
  });

  test('a guest cannot change anything', async () => {
    const target = ratings.institution.find((r) => r.status === 'ACTIVE')!;
    expect(
      (await refusal(guest(server).collection('institution_ratings').update(target.id, { status: 'SUSPENDED' })))
        .status,
    ).toBe(404);
  });

  test('a moderator changes the status only: other fields are refused with a code and nothing changes', async () => {
    const target = ratings.instructor.find((r) => r.status === 'ACTIVE')!;
    const answer = await refusal(
      moderator.pb
        .collection('instructor_ratings')
        .update(target.id, { status: 'SUSPENDED', review: 'Moderator rewrote this review.', overall_quality: 1 }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.review?.code).toBe('validation_status_only');
    expect(answer.data.overall_quality?.code).toBe('validation_status_only');
    const still = await server.admin.collection('instructor_ratings').getOne(target.id);
    expect(still.status).toBe('ACTIVE');
    expect(still.review).toBe(target.review);
    await expectAllReadModels();
  });

  test('a moderator cannot delete, nor reassign the author', async () => {
    const target = ratings.institution.find((r) => r.status === 'ACTIVE')!;
    expect((await refusal(moderator.pb.collection('institution_ratings').delete(target.id))).status).toBe(403);
    await moderator.pb.collection('institution_ratings').update(target.id, { status: 'ACTIVE', user: moderator.id });
    const still = await server.admin.collection('institution_ratings').getOne(target.id);
    expect(still.user).not.toBe(moderator.id);
  });

  test("a status outside the list is refused with PocketBase's field code", async () => {
    const target = ratings.institution[0]!;
    const answer = await refusal(
      moderator.pb.collection('institution_ratings').update(target.id, { status: 'PUBLISHED' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.status?.code).toBe('validation_invalid_value');
  });
});

describe('instructor and report moderation', () => {
  test('a suggested instructor appears in the search models only once a moderator publishes it', async () => {
    const student = students[0]!;
    const suggested = await student.pb.collection('instructors').create({
      name: 'Mme Test Suggestion',
      institution: institutionId,
      department: 'Physique',
      user_agrees: true,
    });
    expect(suggested.status).toBe('PENDING_APPROVAL');
    const pb = guest(server);
    expect((await instructorModels(pb, suggested.id)).search).toBeUndefined();
    expect(
      (await refusal(student.pb.collection('instructors').update(suggested.id, { status: 'ACTIVE' }))).status,
    ).toBe(404);

    await moderator.pb.collection('instructors').update(suggested.id, { status: 'ACTIVE' });
    const models = await instructorModels(pb, suggested.id);
    expect(models.search).toMatchObject({
      name: 'Mme Test Suggestion',
      department: 'Physique',
      institution_id: institutionId,
      review_count: 0,
    });
    expect(models.average).toMatchObject({ instructor_name: 'Mme Test Suggestion', review_count: 0 });

    await moderator.pb.collection('instructors').update(suggested.id, { status: 'ARCHIVED' });
    expect((await instructorModels(pb, suggested.id)).search).toBeUndefined();
    expect((await instructorModels(pb, suggested.id)).average).toBeUndefined();
    expect((await instructorModels(pb, suggested.id)).courses).toBeUndefined();
  });

  test('an instructor with ratings keeps its figures through archive and re-publication', async () => {
    await moderator.pb.collection('instructors').update(instructorId, { status: 'ARCHIVED' });
    expect((await instructorModels(guest(server), instructorId)).search).toBeUndefined();
    await moderator.pb.collection('instructors').update(instructorId, { status: 'ACTIVE' });
    await expectAllReadModels();
  });

  test('a moderator marks a report treated; its author cannot', async () => {
    const reporter = students[1]!;
    const target = ratings.institution.find((r) => r.status === 'ACTIVE')!;
    const report = await reporter.pb.collection('reports').create({
      reported_collection: 'institution-rating',
      reported_id: target.id,
      report_reason: 'OTHER',
      comment: 'This review names a person.',
    });
    expect(report.status).toBe('SUBMITTED');
    expect((await refusal(reporter.pb.collection('reports').update(report.id, { status: 'TREATED' }))).status).toBe(
      404,
    );
    const treated = await moderator.pb.collection('reports').update(report.id, { status: 'TREATED' });
    expect(treated.status).toBe('TREATED');
    const answer = await refusal(
      moderator.pb.collection('reports').update(report.id, { comment: 'Changed by a moderator.' }),
    );
    expect(answer.data.comment?.code).toBe('validation_status_only');
  });
});
