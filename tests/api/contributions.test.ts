// Instructor suggestions and reports: who may create, what the server forces, and validation codes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, refusal, type Actor } from './support/actors';
import { createInstitution, createInstructor, institutionRatingBody, seeded } from './support/fixtures';

let server: TestServer;
let student: Actor;
let institutionId: string;
let activeRating: string;
let pendingRating: string;
let activeInstructor: string;

const suggestion = (extra: Record<string, unknown> = {}) => ({
  name: 'Dr Test Suggestion',
  institution: institutionId,
  department: 'Génie civil',
  user_agrees: true,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  student = await createActor(server);
  institutionId = (await createInstitution(server.admin)).id;
  activeInstructor = (await createInstructor(server.admin, institutionId)).id;
  const someone = await createActor(server);
  activeRating = (
    await server.admin
      .collection('institution_ratings')
      .create(institutionRatingBody(institutionId, seeded(2), { status: 'ACTIVE', user: someone.id }))
  ).id;
  pendingRating = (
    await someone.pb
      .collection('institution_ratings')
      .create(institutionRatingBody((await createInstitution(server.admin)).id, seeded(3)))
  ).id;
});
afterAll(async () => {
  await server?.stop();
});

describe('instructor suggestions', () => {
  test('a verified user suggests an instructor with a directory link', async () => {
    const created = await student.pb
      .collection('instructors')
      .create(suggestion({ name: '  Dr Spaces  ', directory_listing: 'https://www.enit.rnu.tn/fr/enseignants' }));
    expect(created).toMatchObject({ name: 'Dr Spaces', status: 'PENDING_APPROVAL', user_agrees: true });
    expect(created).not.toHaveProperty('user');
  });

  test('guests and unverified users cannot suggest', async () => {
    expect((await refusal(guest(server).collection('instructors').create(suggestion()))).status).toBe(400);
    const unverified = await createActor(server, { verified: false });
    expect((await refusal(unverified.pb.collection('instructors').create(suggestion()))).status).toBe(400);
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { name: '   ' }, 'name', 'validation_required'],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, 'name', 'validation_max_text_constraint'],
    ['no department', { department: '' }, 'department', 'validation_required'],
    ['no institution', { institution: '' }, 'institution', 'validation_required'],
    ['an unknown institution', { institution: 'zzzzzzzzzzzzzzz' }, 'institution', 'validation_missing_rel_records'],
    [
      'a directory listing that is not a URL',
      { directory_listing: 'not a url' },
      'directory_listing',
      'validation_invalid_url',
    ],
    ['guidelines not accepted', { user_agrees: false }, 'user_agrees', 'validation_required'],
  ];
  test.each(cases)('%s is refused with a field code', async (_label, extra, field, code) => {
    const answer = await refusal(student.pb.collection('instructors').create(suggestion(extra)));
    expect(answer.status).toBe(400);
    expect(answer.data[field]?.code).toBe(code);
  });
});

describe('reports', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    reported_collection: 'institution-rating',
    reported_id: activeRating,
    report_reason: 'OTHER',
    comment: 'This review insults a teacher.',
    ...extra,
  });

  test('a verified user reports a published rating or instructor; the report is SUBMITTED and theirs', async () => {
    const victim = await createActor(server);
    const report = await student.pb
      .collection('reports')
      .create(body({ status: 'TREATED', user: victim.id, comment: '  Spam, the same text everywhere.  ' }));
    expect(report).toMatchObject({ status: 'SUBMITTED', comment: 'Spam, the same text everywhere.' });
    expect((await server.admin.collection('reports').getOne(report.id)).user).toBe(student.id);
    await student.pb
      .collection('reports')
      .create(body({ reported_collection: 'instructors', reported_id: activeInstructor }));
  });

  test('guests and unverified users cannot report', async () => {
    expect((await refusal(guest(server).collection('reports').create(body()))).status).toBe(400);
    const unverified = await createActor(server, { verified: false });
    expect((await refusal(unverified.pb.collection('reports').create(body()))).status).toBe(400);
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a blank comment', { comment: '          ' }, 'comment', 'validation_required'],
    ['a comment of 9 characters', { comment: '123456789' }, 'comment', 'validation_min_text_constraint'],
    ['a comment of 1001 characters', { comment: 'c'.repeat(1001) }, 'comment', 'validation_max_text_constraint'],
    ['an unknown collection', { reported_collection: 'users' }, 'reported_collection', 'validation_invalid_value'],
    ['a malformed id', { reported_id: 'not-an-id' }, 'reported_id', 'validation_report_target_not_found'],
    [
      'a record that does not exist',
      { reported_id: 'zzzzzzzzzzzzzzz' },
      'reported_id',
      'validation_report_target_not_found',
    ],
    [
      'an id from another collection',
      { reported_collection: 'program-rating' },
      'reported_id',
      'validation_report_target_not_found',
    ],
  ];
  test.each(cases)('%s is refused with a field code', async (_label, extra, field, code) => {
    const answer = await refusal(student.pb.collection('reports').create(body(extra)));
    expect(answer.status).toBe(400);
    expect(answer.data[field]?.code).toBe(code);
  });

  test("someone else's pending rating cannot be reported, and the answer does not reveal that it exists", async () => {
    const pending = await refusal(student.pb.collection('reports').create(body({ reported_id: pendingRating })));
    const missing = await refusal(student.pb.collection('reports').create(body({ reported_id: 'yyyyyyyyyyyyyyy' })));
    expect(pending).toEqual(missing);
  });
});
