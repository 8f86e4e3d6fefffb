// Texts far past their limit, sent as an attacker would to every route that takes text: sign-up, the account,
// every contribution collection, claims, replies, reports and moderation reasons. Cleaning a text used to run
// before any length check, at a cost that grew with the square of its length (a 1 MB text kept a core busy for
// minutes). Each probe must come back refused at once: a test that waited on such a text would time out.
// - A megabyte-long field is refused with its field's own code, unread by the cleaning, where the route's body
//   bound lets it through (the records API: 1 MiB, 12_body_limit.pb.js); routes bound to a few KB refuse the
//   body itself with 413.
// - A text that cleaning would shrink under the limit (an invisible character repeated thousands of times) is
//   refused as too long too: the bound is on the text as sent, before any cleaning.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS, RAW_TEXT_FACTOR } from '@contract/limits.js';
import { createActor, refusal, type Actor } from './support/actors';
import { clientId, createInstitution, createInstructor, createProgram, seeded } from './support/fixtures';
import { institutionRatingBody, instructorRatingBody, programRatingBody } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';
import { decide } from './support/moderation';
import { approvedProfessor, publishedRating, reply } from './support/professors';
import { send } from './support/votes';

const MAX_TEXT = 'validation_max_text_constraint';
const random = seeded(26);

let server: TestServer;
let student: Actor;
let moderator: Actor;
let institution = '';
let program = '';
let instructor = '';

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  student = await createActor(server);
  moderator = await createActor(server, { role: 'MODERATOR' });
  institution = (await createInstitution(server.admin)).id;
  program = (await createProgram(server.admin, institution)).id;
  instructor = (await createInstructor(server.admin, institution)).id;
});
afterAll(async () => {
  await server?.stop();
});

/** About a megabyte of prose, in lines: the shape that cost most to clean. */
const MEGABYTE = 'Un avis tres long.\n'.repeat(50_000);
/**
 * A text of `max` × RAW_TEXT_FACTOR + 1 characters that cleaning would cut down to a few letters: a zero-width
 * space is invisible and is removed. Had it been cleaned first, it would have passed.
 */
function shrinking(max: number) {
  return `Texte ${'\u200b'.repeat(max * RAW_TEXT_FACTOR)} valable ici.`;
}

async function codeOf(promise: Promise<unknown>) {
  const refused = await refusal(promise);
  return {
    status: refused.status,
    codes: Object.fromEntries(Object.entries(refused.data).map(([k, v]) => [k, v.code])),
  };
}

describe('the records API refuses a text far past its limit before cleaning it', () => {
  const cases: Array<[string, string, string, () => Record<string, unknown>, number]> = [
    [
      'institution_ratings',
      'review',
      'paragraphs',
      () => institutionRatingBody(institution, random),
      LIMITS.review.max,
    ],
    ['program_ratings', 'review', 'paragraphs', () => programRatingBody(program, random), LIMITS.review.max],
    ['instructor_ratings', 'review', 'paragraphs', () => instructorRatingBody(instructor, random), LIMITS.review.max],
    ['instructor_ratings', 'course', 'line', () => instructorRatingBody(instructor, random), LIMITS.course.max],
    [
      'instructor_ratings',
      'grade',
      'line',
      () => instructorRatingBody(instructor, random, { grade_status: 'RECEIVED', grade: '14' }),
      LIMITS.grade.max,
    ],
    [
      'instructors',
      'name',
      'line',
      () => ({ name: 'Amira Ben Salah', institution, department: 'Maths', user_agrees: true }),
      LIMITS.instructorName.max,
    ],
    [
      'instructors',
      'department',
      'line',
      () => ({ name: 'Amira Ben Salah', institution, department: 'Maths', user_agrees: true }),
      LIMITS.department.max,
    ],
    [
      'instructor_claims',
      'message',
      'paragraphs',
      () => ({ instructor, message: 'I teach this course at the faculty.' }),
      LIMITS.claimMessage.max,
    ],
  ];

  test.each(cases)('%s.%s: a megabyte is refused with the field code', async (collection, field, _kind, body) => {
    const sent = { id: clientId(random), ...body(), [field]: MEGABYTE };
    expect(await codeOf(student.pb.collection(collection).create(sent))).toEqual({
      status: 400,
      codes: { [field]: MAX_TEXT },
    });
  });

  test.each(cases)(
    '%s.%s: a text that cleaning would shrink is refused as sent',
    async (collection, field, _kind, body, max) => {
      const sent = { id: clientId(random), ...body(), [field]: shrinking(max) };
      expect(await codeOf(student.pb.collection(collection).create(sent))).toEqual({
        status: 400,
        codes: { [field]: MAX_TEXT },
      });
    },
  );

  test('a report comment of a megabyte, and one that would shrink', async () => {
    const rated = await publishedRating(server, instructor);
    for (const comment of [MEGABYTE, shrinking(LIMITS.reportComment.max)]) {
      const sent = {
        id: clientId(random),
        reported_collection: 'instructor-rating',
        reported_id: rated.id,
        report_reason: 'OTHER',
        comment,
      };
      expect(await codeOf(student.pb.collection('reports').create(sent))).toEqual({
        status: 400,
        codes: { comment: MAX_TEXT },
      });
    }
  });

  test('the limit itself is still accepted: the bound is far above what a person writes', async () => {
    const review = `${'Cours clair. '.repeat(150)}`.slice(0, LIMITS.review.max);
    const made = await student.pb
      .collection('institution_ratings')
      .create({ id: clientId(random), ...institutionRatingBody(institution, random), review });
    expect(made.id).toMatch(/^[a-z0-9]{15}$/);
  });

  test('a body past 1 MiB is refused unread, whatever it holds', async () => {
    const res = await fetch(`${server.url}/api/collections/instructors/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: student.token },
      body: JSON.stringify({
        name: 'Amira',
        institution,
        department: 'Maths',
        user_agrees: true,
        padding: 'x'.repeat(1_100_000),
      }),
    });
    expect(res.status).toBe(413);
  });
});

describe('accounts: sign-up and the account name', () => {
  const signUp = (name: string) =>
    server
      .client()
      .collection('users')
      .create({
        email: `bound-${Math.random().toString(36).slice(2, 10)}@tests.local`,
        password: 'password-for-tests-1',
        passwordConfirm: 'password-for-tests-1',
        name,
      });

  test('a sign-up with a megabyte name, or one that would shrink, is refused with the name code', async () => {
    for (const name of [MEGABYTE, shrinking(LIMITS.userName.max)]) {
      expect(await codeOf(signUp(name))).toEqual({ status: 400, codes: { name: MAX_TEXT } });
    }
  });

  test('an account update with a megabyte name, or one that would shrink, is refused and changes nothing', async () => {
    const account = await createActor(server, { name: 'Salma Trabelsi' });
    for (const name of [MEGABYTE, shrinking(LIMITS.userName.max)]) {
      expect(await codeOf(account.pb.collection('users').update(account.id, { name }))).toEqual({
        status: 400,
        codes: { name: MAX_TEXT },
      });
    }
    expect((await server.admin.collection('users').getOne(account.id)).name).toBe('Salma Trabelsi');
  });
});

describe('routes of their own: replies and moderation reasons', () => {
  test('a reply: a megabyte body is refused unread (413), one that would shrink with the body code', async () => {
    const profile = (await createInstructor(server.admin, institution)).id;
    const { professor } = await approvedProfessor(server, moderator, profile);
    const rated = await publishedRating(server, profile);
    expect((await reply(server, professor.token, rated.id, { body: MEGABYTE })).status).toBe(413);
    const shrunk = await reply(server, professor.token, rated.id, { body: shrinking(LIMITS.reply.max) });
    expect({ status: shrunk.status, code: shrunk.body.data?.body?.code }).toEqual({ status: 400, code: MAX_TEXT });
  });

  test('a moderation reason: a megabyte body is refused unread (413), one that would shrink with the reason code', async () => {
    const pending = await student.pb.collection('instructors').create({
      id: clientId(random),
      name: 'Pending Suggestion',
      institution,
      department: 'Maths',
      user_agrees: true,
    });
    const big = await send(server, '/api/rayek/moderation/decisions', {
      method: 'POST',
      token: moderator.token,
      body: JSON.stringify({ collection: 'instructors', id: pending.id, status: 'REJECTED', reason: MEGABYTE }),
    });
    expect(big.status).toBe(413);
    const decision = {
      collection: 'instructors',
      id: pending.id,
      status: 'REJECTED',
      reason: shrinking(LIMITS.moderationReason.max),
    };
    expect(await codeOf(decide(moderator.pb, decision))).toEqual({ status: 400, codes: { reason: MAX_TEXT } });
    expect((await server.admin.collection('instructors').getOne(pending.id)).status).toBe('PENDING_APPROVAL');
  });
});
