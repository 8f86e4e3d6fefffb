// GET /api/rayek/account/export: the signed-in user downloads everything they wrote, whatever its status,
// with what each item is about and the moderator's reason, and nothing anybody else wrote: no `user` field
// anywhere, no moderator's identity.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './support/fixtures';
import { decide, expectNoAuthors } from './support/moderation';

let server: TestServer;
let moderator: Actor;
const random = seeded(1717);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
});
afterAll(async () => {
  await server?.stop();
});

async function download(token?: string) {
  const res = await fetch(`${server.url}/api/rayek/account/export`, { headers: token ? { Authorization: token } : {} });
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    disposition: res.headers.get('content-disposition'),
    contentType: res.headers.get('content-type'),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (await res.json()) as any,
  };
}

type Item = {
  id: string;
  status: string;
  created: string;
  updated: string;
  reason: string;
  target: Record<string, unknown> | null;
};

/** A published, a suspended (with a reason) and a waiting item of every kind, by one author. */
let authors = 0;
async function everything(author: Actor) {
  authors += 1;
  const institution = await createInstitution(server.admin, { name: `Faculté ${authors}` });
  const other = await createInstitution(server.admin);
  const program = await createProgram(server.admin, institution.id);
  const instructor = await createInstructor(server.admin, institution.id, { name: `Enseignant ${authors}` });
  const write = (collection: string, body: Record<string, unknown>) => author.pb.collection(collection).create(body);

  const institutionRating = await write('institution_ratings', institutionRatingBody(institution.id, random));
  await decide(moderator.pb, { collection: 'institution_ratings', id: institutionRating.id, status: 'ACTIVE' });
  const suspended = await write('institution_ratings', institutionRatingBody(other.id, random));
  await decide(moderator.pb, {
    collection: 'institution_ratings',
    id: suspended.id,
    status: 'SUSPENDED',
    reason: 'Names a student.',
  });
  const programRating = await write('program_ratings', programRatingBody(program.id, random));
  const instructorRating = await write('instructor_ratings', instructorRatingBody(instructor.id, random));
  await decide(moderator.pb, { collection: 'instructor_ratings', id: instructorRating.id, status: 'ACTIVE' });
  const suggestion = await write('instructors', {
    name: `Suggested ${authors}`,
    institution: institution.id,
    department: 'Maths',
    user_agrees: true,
  });
  const report = await write('reports', {
    reported_collection: 'institution-rating',
    reported_id: institutionRating.id,
    report_reason: 'OTHER',
    comment: 'Please look at this one.',
  });
  const instructorReport = await write('reports', {
    reported_collection: 'instructors',
    reported_id: instructor.id,
    report_reason: 'OTHER',
    comment: 'This is the wrong department.',
  });
  return {
    institution,
    other,
    program,
    instructor,
    institutionRating,
    suspended,
    programRating,
    instructorRating,
    suggestion,
    report,
    instructorReport,
  };
}

describe('the account export', () => {
  test('a guest gets 401, never kept by a cache', async () => {
    const answer = await download();
    expect(answer).toMatchObject({ status: 401, cacheControl: 'no-store' });
    expect(answer.disposition).toBeNull();
  });

  test('a new account downloads its account and empty lists, as an attachment named by the day', async () => {
    const student = await createActor(server, { name: 'Amira Ben Salah' });
    await student.pb.collection('users').update(student.id, { language: 'fr' });
    const answer = await download(student.token);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.contentType).toMatch(/^application\/json/);
    const day = String(answer.body.exportedAt).slice(0, 10);
    expect(day).toBe(new Date().toISOString().slice(0, 10));
    expect(answer.disposition).toBe(`attachment; filename="rayek-data-${day}.json"`);
    const stored = await server.admin.collection('users').getOne(student.id);
    expect(answer.body).toEqual({
      exportedAt: expect.any(String),
      account: { name: 'Amira Ben Salah', email: student.email, created: stored.created, language: 'fr' },
      institutionRatings: [],
      programRatings: [],
      instructorRatings: [],
      instructorSuggestions: [],
      reports: [],
      instructorClaims: [],
      ratingReplies: [],
      ratingEdits: [],
      ratingVotes: [],
    });
  });

  test("an author's edits are exported, waiting and decided, with their answers and reason, and nobody else's", async () => {
    const [amira, sami] = [await createActor(server), await createActor(server)];
    const institution = await createInstitution(server.admin);
    const program = await createProgram(server.admin, institution.id);
    const published = await amira.pb
      .collection('institution_ratings')
      .create(institutionRatingBody(institution.id, random));
    await decide(moderator.pb, { collection: 'institution_ratings', id: published.id, status: 'ACTIVE' });
    const pending = await amira.pb.collection('program_ratings').create(programRatingBody(program.id, random));
    const others = await sami.pb
      .collection('institution_ratings')
      .create(institutionRatingBody(institution.id, random));
    const edit = async (author: Actor, collection: string, id: string, revision: string, review: string) => {
      const res = await fetch(`${server.url}/api/rayek/ratings/${collection}/${id}/edit`, {
        method: 'POST',
        headers: { Authorization: author.token!, 'Content-Type': 'application/json' },
        body: JSON.stringify({ revision, review }),
      });
      expect(res.status).toBe(200);
    };
    await edit(
      amira,
      'institution_ratings',
      published.id,
      'amiraeditrefuse',
      'A first correction that names a student.',
    );
    await decide(moderator.pb, {
      collection: 'rating_revisions',
      id: 'amiraeditrefuse',
      status: 'SUSPENDED',
      reason: 'Names a student.',
    });
    await edit(amira, 'institution_ratings', published.id, 'amiraeditwaits1', 'A second correction, still waiting.');
    await edit(
      amira,
      'program_ratings',
      pending.id,
      'amiraeditapprov',
      'A program review corrected before it was published.',
    );
    await decide(moderator.pb, { collection: 'rating_revisions', id: 'amiraeditapprov', status: 'ACTIVE' });
    await edit(sami, 'institution_ratings', others.id, 'samieditwaiting', 'Sami corrects his own review here.');

    const { body } = await download(amira.token);
    expect(body.ratingEdits).toEqual([
      {
        id: 'amiraeditrefuse',
        status: 'SUSPENDED',
        created: expect.any(String),
        updated: expect.any(String),
        rating: { collection: 'institution_ratings', id: published.id },
        answers: expect.objectContaining({ review: 'A first correction that names a student.' }),
        reason: 'Names a student.',
      },
      {
        id: 'amiraeditwaits1',
        status: 'PENDING_APPROVAL',
        created: expect.any(String),
        updated: expect.any(String),
        rating: { collection: 'institution_ratings', id: published.id },
        answers: expect.objectContaining({ review: 'A second correction, still waiting.' }),
        reason: '',
      },
      {
        id: 'amiraeditapprov',
        status: 'ACTIVE',
        created: expect.any(String),
        updated: expect.any(String),
        rating: { collection: 'program_ratings', id: pending.id },
        answers: expect.objectContaining({ review: 'A program review corrected before it was published.' }),
        reason: '',
      },
    ]);
    expectNoAuthors(body.ratingEdits, [amira.id, sami.id, moderator.id]);
    expect(JSON.stringify(body)).not.toContain('Sami corrects');
  });

  test("each author gets exactly their own items of every kind, with status, target and reason, and nobody's identity", async () => {
    const [amira, sami] = [await createActor(server), await createActor(server)];
    const mine = await everything(amira);
    const theirs = await everything(sami);
    const { body } = await download(amira.token);

    const ids = (items: Item[]) => items.map((i) => i.id).sort();
    expect(ids(body.institutionRatings)).toEqual([mine.institutionRating.id, mine.suspended.id].sort());
    expect(ids(body.programRatings)).toEqual([mine.programRating.id]);
    expect(ids(body.instructorRatings)).toEqual([mine.instructorRating.id]);
    expect(ids(body.instructorSuggestions)).toEqual([mine.suggestion.id]);
    expect(ids(body.reports)).toEqual([mine.report.id, mine.instructorReport.id].sort());

    const find = (items: Item[], id: string) => items.find((i) => i.id === id)!;
    expect(find(body.institutionRatings, mine.suspended.id)).toMatchObject({
      status: 'SUSPENDED',
      reason: 'Names a student.',
      review: mine.suspended.review,
      target: { id: mine.other.id, name: mine.other.name },
    });
    expect(find(body.institutionRatings, mine.institutionRating.id)).toMatchObject({
      status: 'ACTIVE',
      reason: '',
      created: mine.institutionRating.created,
      target: { id: mine.institution.id, name: mine.institution.name },
    });
    expect(find(body.programRatings, mine.programRating.id)).toMatchObject({
      status: 'PENDING_APPROVAL',
      enrolment_status: mine.programRating.enrolment_status,
      target: { id: mine.program.id, name: mine.program.discipline_major },
    });
    expect(find(body.instructorRatings, mine.instructorRating.id)).toMatchObject({
      status: 'ACTIVE',
      course: mine.instructorRating.course,
      target: { id: mine.instructor.id, name: mine.instructor.name },
    });
    expect(find(body.instructorSuggestions, mine.suggestion.id)).toMatchObject({
      status: 'PENDING_APPROVAL',
      name: 'Suggested 1',
      department: 'Maths',
      target: { id: mine.institution.id, name: mine.institution.name },
    });
    expect(find(body.reports, mine.report.id)).toMatchObject({
      status: 'SUBMITTED',
      comment: 'Please look at this one.',
      target: {
        collection: 'institution_ratings',
        id: mine.institutionRating.id,
        about: { id: mine.institution.id, name: mine.institution.name },
      },
    });
    expect(find(body.reports, mine.instructorReport.id)).toMatchObject({
      target: { collection: 'instructors', id: mine.instructor.id, name: mine.instructor.name },
    });
    // Each item reads in order: id, status, dates, its own fields, what it is about, the reason.
    expect(Object.keys(find(body.instructorSuggestions, mine.suggestion.id))).toEqual([
      'id',
      'status',
      'created',
      'updated',
      'department',
      'directory_listing',
      'institution',
      'name',
      'user_agrees',
      'verified_profile',
      'target',
      'reason',
    ]);

    // Nothing of the other author, no author field, no moderator.
    const json = JSON.stringify(body);
    for (const item of Object.values(theirs)) expect(json).not.toContain(item.id);
    expectNoAuthors(body, [amira.id, sami.id, moderator.id]);
  });

  test('every item is exported, beyond the 200 of the contributions list', async () => {
    const student = await createActor(server);
    const institution = await createInstitution(server.admin);
    const reported = await student.pb
      .collection('institution_ratings')
      .create(institutionRatingBody(institution.id, random));
    for (let i = 0; i < 205; i += 1) {
      await student.pb.collection('reports').create({
        reported_collection: 'institution-rating',
        reported_id: reported.id,
        report_reason: 'OTHER',
        comment: `Report number ${i} here.`,
      });
    }
    const { body } = await download(student.token);
    expect(body.reports).toHaveLength(205);
  });
});
