// What moderators read: the waiting queues (oldest first, each item with its target, never its author), the
// counts behind the header badge, the log, and reports treated with a take-down of the reported content.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, deleteOwnAccount, guest, refusal, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './support/fixtures';
import { expectedInstructor, instructorModels } from './support/read-models';
import { counts, decide, expectNoAuthors, logOf, queue } from './support/moderation';

let server: TestServer;
let moderator: Actor;
let students: Actor[];
let institution: { id: string; name: string };
let programId: string;
let instructor: { id: string; name: string };
const random = seeded(7071);
const authors = () => students.map((s) => s.id);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
  students = await Promise.all([0, 1, 2].map(() => createActor(server)));
  const inst = await createInstitution(server.admin, {
    name: 'École Nationale de Test',
    name_ar: 'المدرسة الوطنية للتجربة',
  });
  institution = { id: inst.id, name: inst.name };
  programId = (await createProgram(server.admin, institution.id, { discipline_major: 'Génie logiciel' })).id;
  const teacher = await createInstructor(server.admin, institution.id, { name: 'Dr Hédi Ben Salah' });
  instructor = { id: teacher.id, name: teacher.name };
});

afterAll(async () => {
  await server?.stop();
});

describe('queues', () => {
  test('only moderators read queues and counts: guests 401, unverified users and students 403', async () => {
    const unverified = await createActor(server, { verified: false });
    expect((await refusal(queue(guest(server), 'institution_ratings'))).status).toBe(401);
    expect((await refusal(counts(guest(server)))).status).toBe(401);
    for (const caller of [unverified, students[0]!]) {
      expect((await refusal(queue(caller.pb, 'institution_ratings'))).status).toBe(403);
      expect((await refusal(queue(caller.pb, 'reports'))).status).toBe(403);
      expect((await refusal(counts(caller.pb))).status).toBe(403);
    }
    expect((await refusal(queue(moderator.pb, 'users'))).data.kind?.code).toBe('validation_invalid_value');
  });

  test('pending items come oldest first with their target, without their author; decided items leave the queue', async () => {
    const created = [];
    for (const student of students) {
      created.push(
        await student.pb.collection('institution_ratings').create(institutionRatingBody(institution.id, random)),
      );
    }
    const page = await queue(moderator.pb, 'institution_ratings');
    expect(page.totalItems).toBe(3);
    expect(page.items.map((i: { id: string }) => i.id)).toEqual(created.map((r) => r.id));
    expect(page.items[0]).toMatchObject({
      status: 'PENDING_APPROVAL',
      review: created[0]!.review,
      reputation: created[0]!.reputation,
      target: {
        collection: 'institutions',
        id: institution.id,
        name: institution.name,
        name_ar: 'المدرسة الوطنية للتجربة',
      },
    });
    expectNoAuthors(page, authors());

    const paged = await queue(moderator.pb, 'institution_ratings', { page: 2, perPage: 2 });
    expect(paged.items.map((i: { id: string }) => i.id)).toEqual([created[2]!.id]);

    await decide(moderator.pb, { collection: 'institution_ratings', id: created[1]!.id, status: 'ACTIVE' });
    const after = await queue(moderator.pb, 'institution_ratings');
    expect(after.items.map((i: { id: string }) => i.id)).toEqual([created[0]!.id, created[2]!.id]);
  });

  test('program, instructor-rating and instructor queues name their targets', async () => {
    await students[0]!.pb.collection('program_ratings').create(programRatingBody(programId, random));
    await students[0]!.pb.collection('instructor_ratings').create(instructorRatingBody(instructor.id, random));
    await students[1]!.pb.collection('instructors').create({
      name: 'Mme Rim Jaziri',
      institution: institution.id,
      department: 'Informatique',
      user_agrees: true,
    });
    const programs = await queue(moderator.pb, 'program_ratings');
    expect(programs.items[0].target).toMatchObject({
      collection: 'programs',
      id: programId,
      name: 'Génie logiciel',
      institution_name: institution.name,
    });
    const ratings = await queue(moderator.pb, 'instructor_ratings');
    expect(ratings.items[0].target).toMatchObject({
      collection: 'instructors',
      name: instructor.name,
      institution_name: institution.name,
    });
    const suggestions = await queue(moderator.pb, 'instructors');
    expect(suggestions.items[0]).toMatchObject({
      name: 'Mme Rim Jaziri',
      department: 'Informatique',
      target: { name: institution.name },
    });
    for (const answer of [programs, ratings, suggestions]) expectNoAuthors(answer, authors());
  });

  test('counts follow every submission and decision exactly', async () => {
    const before = await counts(moderator.pb);
    expect(before).toEqual({
      institution_ratings: 2,
      program_ratings: 1,
      instructor_ratings: 1,
      instructors: 1,
      reports: 0,
      instructor_claims: 0,
      rating_replies: 0,
      rating_revisions: 0,
      total: 5,
    });
    const pending = (await queue(moderator.pb, 'instructors')).items[0];
    await decide(moderator.pb, { collection: 'instructors', id: pending.id, status: 'ACTIVE' });
    await students[2]!.pb.collection('program_ratings').create(programRatingBody(programId, random));
    expect(await counts(moderator.pb)).toMatchObject({ instructors: 0, program_ratings: 2, total: 5 });
  });
});

describe('reports', () => {
  test('a report shows the reported content in context; treating it with a take-down hides the content at once', async () => {
    const rating = await students[0]!.pb
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructor.id, random, { course: 'Compilation' }));
    await decide(moderator.pb, { collection: 'instructor_ratings', id: rating.id, status: 'ACTIVE' });
    const published = [rating];
    expect((await instructorModels(guest(server), instructor.id)).average).toMatchObject(
      expectedInstructor(published.map((r) => ({ ...r, status: 'ACTIVE' }))).average,
    );

    const report = await students[1]!.pb.collection('reports').create({
      reported_collection: 'instructor-rating',
      reported_id: rating.id,
      report_reason: 'OTHER',
      comment: 'This review insults the teacher.',
    });
    const reports = await queue(moderator.pb, 'reports');
    expect(reports.items).toHaveLength(1);
    expect(reports.items[0]).toMatchObject({
      id: report.id,
      comment: 'This review insults the teacher.',
      content_collection: 'instructor_ratings',
      content: { id: rating.id, review: rating.review, status: 'ACTIVE', target: { name: instructor.name } },
    });
    expectNoAuthors(reports, authors());
    expect((await counts(moderator.pb)).reports).toBe(1);

    // A take-down status that does not fit the content is refused and nothing changes.
    const wrong = await refusal(
      decide(moderator.pb, { collection: 'reports', id: report.id, status: 'TREATED', takeDown: 'ARCHIVED' }),
    );
    expect(wrong.data.takeDown?.code).toBe('validation_take_down_not_allowed');
    expect((await server.admin.collection('reports').getOne(report.id)).status).toBe('SUBMITTED');

    const answer = await decide(moderator.pb, {
      collection: 'reports',
      id: report.id,
      status: 'TREATED',
      reason: 'Insulting.',
      takeDown: 'SUSPENDED',
    });
    expect(answer).toMatchObject({
      from: 'SUBMITTED',
      status: 'TREATED',
      takenDown: { collection: 'instructor_ratings', id: rating.id, from: 'ACTIVE', status: 'SUSPENDED' },
    });
    const pb = guest(server);
    expect((await instructorModels(pb, instructor.id)).average).toMatchObject({
      review_count: 0,
      avg_overall_quality: 0,
    });
    expect((await refusal(pb.collection('instructor_ratings').getOne(rating.id))).status).toBe(404);
    expect((await logOf(server.admin, report.id)).map((r) => [r.from_status, r.to_status, r.reason])).toEqual([
      ['SUBMITTED', 'TREATED', 'Insulting.'],
    ]);
    expect(
      (await logOf(server.admin, rating.id)).map((r) => [r.moderator, r.from_status, r.to_status, r.reason]),
    ).toEqual([
      [moderator.id, 'PENDING_APPROVAL', 'ACTIVE', ''],
      [moderator.id, 'ACTIVE', 'SUSPENDED', 'Insulting.'],
    ]);
    expect((await queue(moderator.pb, 'reports')).items).toHaveLength(0);
  });

  test('a report treated without a take-down leaves the content published; an instructor report can archive it', async () => {
    const teacher = await createInstructor(server.admin, institution.id, { name: 'M. Faux Profil' });
    const first = await students[2]!.pb.collection('reports').create({
      reported_collection: 'instructors',
      reported_id: teacher.id,
      report_reason: 'OTHER',
      comment: 'Nobody by this name teaches here.',
    });
    const second = await students[1]!.pb.collection('reports').create({
      reported_collection: 'instructors',
      reported_id: teacher.id,
      report_reason: 'OTHER',
      comment: 'This instructor does not exist.',
    });
    await decide(moderator.pb, { collection: 'reports', id: first.id, status: 'TREATED', reason: 'Checked: exists.' });
    expect((await instructorModels(guest(server), teacher.id)).search).toMatchObject({ name: 'M. Faux Profil' });

    await decide(moderator.pb, { collection: 'reports', id: second.id, status: 'TREATED', takeDown: 'ARCHIVED' });
    expect((await instructorModels(guest(server), teacher.id)).search).toBeUndefined();
    expect((await server.admin.collection('instructors').getOne(teacher.id)).status).toBe('ARCHIVED');
  });
});

describe('the log', () => {
  test('moderators read it; students, unverified users and guests see nothing', async () => {
    const rows = await moderator.pb.collection('moderation_log').getFullList();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.moderator === moderator.id)).toBe(true);
    const unverified = await createActor(server, { verified: false });
    for (const pb of [students[0]!.pb, unverified.pb, guest(server)]) {
      expect((await pb.collection('moderation_log').getList(1, 50)).items).toHaveLength(0);
      expect((await refusal(pb.collection('moderation_log').getOne(rows[0]!.id))).status).toBe(404);
    }
    expect(
      (await refusal(moderator.pb.collection('moderation_log').update(rows[0]!.id, { reason: 'edited' }))).status,
    ).toBe(403);
    expect((await refusal(moderator.pb.collection('moderation_log').delete(rows[0]!.id))).status).toBe(403);
  });

  test("a moderator's decisions stay in the log after their account is deleted", async () => {
    const leaving = await createActor(server, { role: 'MODERATOR' });
    const rating = await students[0]!.pb.collection('program_ratings').create(
      programRatingBody(programId, seeded(5), {
        program: (await createProgram(server.admin, institution.id)).id,
      }),
    );
    await decide(leaving.pb, {
      collection: 'program_ratings',
      id: rating.id,
      status: 'SUSPENDED',
      reason: 'Off topic.',
    });
    await deleteOwnAccount(leaving);
    const log = await logOf(server.admin, rating.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ moderator: '', to_status: 'SUSPENDED', reason: 'Off topic.' });
  });
});
