// Claims of instructor profiles (docs/professors.md "Claims"): what a claim's create stores whatever the client
// sends, the refusals, the moderators' decisions with their queue, and what approval does to the account's role
// and the public mark, kept true when an approved claim is deleted. Who reads claims: professor-visibility.test.ts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, refusal, type Actor } from './support/actors';
import { createInstitution, createInstructor } from './support/fixtures';
import { counts, decide, expectNoAuthors, logOf, queue } from './support/moderation';
import { approvedProfessor, claim, CLAIM_MESSAGE, newProfile, publicInstructor, roleOf } from './support/professors';

let server: TestServer;
let moderator: Actor;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
});
afterAll(async () => {
  await server?.stop();
});

describe('a verified account claims a profile', () => {
  test('the server forces author, status and its own fields; the answer is private and carries no author', async () => {
    const instructor = await newProfile(server.admin);
    const other = await createActor(server);
    const student = await createActor(server);
    const made = await claim(student, instructor, {
      message: '  I teach   this course\n\nsince 2019.  ',
      status: 'APPROVED',
      user: other.id,
      email_verified: true,
      reason: 'approved by myself',
    });
    expect(made).toMatchObject({
      instructor,
      status: 'PENDING',
      email_verified: false,
      reason: '',
      message: 'I teach this course\n\nsince 2019.',
    });
    expect(made).not.toHaveProperty('user');
    expect(made).not.toHaveProperty('email_token_hash');
    const stored = await server.admin.collection('instructor_claims').getOne(made.id);
    expect(stored.user).toBe(student.id);
    expect(await roleOf(server.admin, student.id)).toBe('STUDENT');
    expect((await publicInstructor(server, instructor)).verified_profile).toBe(false);

    const res = await fetch(`${server.url}/api/collections/instructor_claims/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: student.token },
      body: JSON.stringify({ instructor: await newProfile(server.admin), message: CLAIM_MESSAGE }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('a bad message or address gets the field codes of the forms', async () => {
    const instructor = await newProfile(server.admin);
    const student = await createActor(server);
    for (const [body, field, code] of [
      [{ message: '' }, 'message', 'validation_required'],
      [{ message: 'Too short' }, 'message', 'validation_min_text_constraint'],
      [{ message: 'x'.repeat(1001) }, 'message', 'validation_max_text_constraint'],
      [{ message: '?!?!?!?!?!?!' }, 'message', 'validation_no_letters'],
      [{ institutional_email: 'not an address' }, 'institutional_email', 'validation_is_email'],
    ] as const) {
      const answer = await refusal(claim(student, instructor, body));
      expect(answer.data[field]?.code, JSON.stringify(body)).toBe(code);
    }
    expect(await student.pb.collection('instructor_claims').getFullList()).toEqual([]);
  });

  test('guests and unverified accounts cannot claim', async () => {
    const instructor = await newProfile(server.admin);
    expect((await refusal(claim({ pb: guest(server) }, instructor))).status).toBeGreaterThanOrEqual(400);
    expect(
      (await refusal(claim(await createActor(server, { verified: false }), instructor))).status,
    ).toBeGreaterThanOrEqual(400);
    const all = await server.admin
      .collection('instructor_claims')
      .getFullList({ filter: server.admin.filter('instructor = {:instructor}', { instructor }) });
    expect(all).toEqual([]);
  });

  test('an unknown or unpublished instructor gets one answer', async () => {
    const institution = (await createInstitution(server.admin)).id;
    const pending = (await createInstructor(server.admin, institution, { status: 'PENDING_APPROVAL' })).id;
    const archived = (await createInstructor(server.admin, institution, { status: 'ARCHIVED' })).id;
    const student = await createActor(server);
    for (const instructor of [pending, archived, 'abcdefghijklmno']) {
      const answer = await refusal(claim(student, instructor, {}));
      expect(answer.status).toBe(400);
      expect(answer.data.instructor?.code).toBe('validation_instructor_unavailable');
    }
  });

  test('one open claim per account and profile; a new one after a rejection; a resend of the same id is "already delivered"', async () => {
    const instructor = await newProfile(server.admin);
    const student = await createActor(server);
    const first = await claim(student, instructor);
    const second = await refusal(claim(student, instructor));
    expect(second.data.instructor?.code).toBe('validation_not_unique');

    const resend = await refusal(
      student.pb.collection('instructor_claims').create({ id: first.id, instructor, message: CLAIM_MESSAGE }),
    );
    expect(resend.data.id?.code).toBe('validation_not_unique');

    await decide(moderator.pb, {
      collection: 'instructor_claims',
      id: first.id,
      status: 'REJECTED',
      reason: 'No proof given.',
    });
    const again = await claim(student, instructor);
    expect(again.status).toBe('PENDING');
  });

  test('two parallel claims by one account: one is stored, the other refused as not unique', async () => {
    const instructor = await newProfile(server.admin);
    const student = await createActor(server);
    const results = await Promise.allSettled([
      claim(student, instructor),
      claim(student, instructor),
      claim(student, instructor),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason.response.data.instructor.code).toBe('validation_not_unique');
    }
  });

  test('a profile with its approved professor cannot be claimed by anyone else', async () => {
    const instructor = await newProfile(server.admin);
    await approvedProfessor(server, moderator, instructor);
    const answer = await refusal(claim(await createActor(server), instructor));
    expect(answer.data.instructor?.code).toBe('validation_already_claimed');
  });

  test('a claim is never changed or deleted through the records API, not even by a moderator', async () => {
    const instructor = await newProfile(server.admin);
    const student = await createActor(server);
    const made = await claim(student, instructor);
    for (const caller of [student, moderator]) {
      expect(
        (await refusal(caller.pb.collection('instructor_claims').update(made.id, { status: 'APPROVED' }))).status,
      ).toBe(403);
      expect((await refusal(caller.pb.collection('instructor_claims').delete(made.id))).status).toBe(403);
    }
    expect((await server.admin.collection('instructor_claims').getOne(made.id)).status).toBe('PENDING');
  });
});

describe('decisions', () => {
  test("the queue lists a claim's message, address, confirmation, date and instructor, never the account", async () => {
    const instructor = await newProfile(server.admin);
    const author = await createActor(server);
    const made = await claim(author, instructor, { institutional_email: 'prof@fst.example' });
    const answer = await queue(moderator.pb, 'instructor_claims', { perPage: 50 });
    const item = (answer.items as Record<string, unknown>[]).find((i) => i.id === made.id);
    expect(item).toMatchObject({
      id: made.id,
      status: 'PENDING',
      message: CLAIM_MESSAGE,
      institutional_email: 'prof@fst.example',
      email_verified: false,
      instructor,
      target: { collection: 'instructors', id: instructor },
    });
    expect(item).toHaveProperty('created');
    expectNoAuthors(answer, [author.id]);
    expect(JSON.stringify(answer)).not.toContain(author.email);
    expect(JSON.stringify(answer)).not.toContain('email_token');
    const waiting = await counts(moderator.pb);
    expect(waiting.instructor_claims).toBeGreaterThanOrEqual(1);
    expect(waiting).toHaveProperty('rating_replies');
  });

  test('approval makes the account a PROFESSOR and the profile verified, logged with the reason; the claim keeps it', async () => {
    const instructor = await newProfile(server.admin);
    const author = await createActor(server);
    const made = await claim(author, instructor);
    const answer = await decide(moderator.pb, {
      collection: 'instructor_claims',
      id: made.id,
      status: 'APPROVED',
      reason: 'Checked with the faculty.',
    });
    expect(answer).toMatchObject({ collection: 'instructor_claims', id: made.id, status: 'APPROVED', from: 'PENDING' });
    expect(await roleOf(server.admin, author.id)).toBe('PROFESSOR');
    expect((await publicInstructor(server, instructor)).verified_profile).toBe(true);
    expect((await author.pb.collection('instructor_claims').getOne(made.id)).reason).toBe('Checked with the faculty.');
    const log = await logOf(server.admin, made.id);
    expect(log.map((l) => [l.target_collection, l.from_status, l.to_status, l.reason, l.moderator])).toEqual([
      ['instructor_claims', 'PENDING', 'APPROVED', 'Checked with the faculty.', moderator.id],
    ]);
    const again = await refusal(
      decide(moderator.pb, { collection: 'instructor_claims', id: made.id, status: 'REJECTED' }),
    );
    expect(again.data.status?.code).toBe('validation_already_decided');
  });

  test('a rejection changes neither role nor mark; a moderator who is approved stays a MODERATOR', async () => {
    const instructor = await newProfile(server.admin);
    const student = await createActor(server);
    const rejected = await claim(student, instructor);
    await decide(moderator.pb, {
      collection: 'instructor_claims',
      id: rejected.id,
      status: 'REJECTED',
      reason: 'Not the same person.',
    });
    expect(await roleOf(server.admin, student.id)).toBe('STUDENT');
    expect((await publicInstructor(server, instructor)).verified_profile).toBe(false);

    const teachingModerator = await createActor(server, { role: 'MODERATOR' });
    const made = await claim(teachingModerator, instructor);
    await decide(moderator.pb, { collection: 'instructor_claims', id: made.id, status: 'APPROVED' });
    expect(await roleOf(server.admin, teachingModerator.id)).toBe('MODERATOR');
    expect((await publicInstructor(server, instructor)).verified_profile).toBe(true);
  });

  test('a moderator cannot approve their own claim: nothing changes until another moderator decides', async () => {
    const instructor = await newProfile(server.admin);
    const teachingModerator = await createActor(server, { role: 'MODERATOR' });
    const made = await claim(teachingModerator, instructor);
    const answer = await refusal(
      decide(teachingModerator.pb, { collection: 'instructor_claims', id: made.id, status: 'APPROVED' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.status?.code).toBe('validation_own_profile');
    expect((await publicInstructor(server, instructor)).verified_profile).toBe(false);
    expect((await server.admin.collection('instructor_claims').getOne(made.id)).status).toBe('PENDING');
    expect(await logOf(server.admin, made.id)).toHaveLength(0);

    await decide(moderator.pb, { collection: 'instructor_claims', id: made.id, status: 'APPROVED' });
    expect((await publicInstructor(server, instructor)).verified_profile).toBe(true);
  });

  test('parallel approvals of two claims of one profile: exactly one claimant is approved', async () => {
    const instructor = await newProfile(server.admin);
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => createActor(server)));
    const claims = await Promise.all([a!, b!, c!].map((actor) => claim(actor, instructor)));
    const results = await Promise.allSettled(
      claims.map((made) => decide(moderator.pb, { collection: 'instructor_claims', id: made.id, status: 'APPROVED' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason.response.data.status.code).toBe('validation_already_claimed');
    }
    const stored = await server.admin
      .collection('instructor_claims')
      .getFullList({ filter: server.admin.filter('instructor = {:instructor}', { instructor }) });
    expect(stored.filter((s) => s.status === 'APPROVED')).toHaveLength(1);
    expect(stored.filter((s) => s.status === 'PENDING')).toHaveLength(2);
    const roles = await Promise.all([a!, b!, c!].map((actor) => roleOf(server.admin, actor.id)));
    expect(roles.filter((r) => r === 'PROFESSOR')).toHaveLength(1);
  });

  test("a claimed profile deleted by a superuser takes its claims along and the professor's role back", async () => {
    const instructor = await newProfile(server.admin);
    const { professor, claimId } = await approvedProfessor(server, moderator, instructor);
    await server.admin.collection('instructors').delete(instructor);
    expect((await refusal(server.admin.collection('instructor_claims').getOne(claimId))).status).toBe(404);
    expect(await roleOf(server.admin, professor.id)).toBe('STUDENT');
  });

  test('an approved claim deleted by a superuser takes the mark and the role back', async () => {
    const instructor = await newProfile(server.admin);
    const { professor, claimId } = await approvedProfessor(server, moderator, instructor);
    await server.admin.collection('instructor_claims').delete(claimId);
    expect(await roleOf(server.admin, professor.id)).toBe('STUDENT');
    expect((await publicInstructor(server, instructor)).verified_profile).toBe(false);
  });
});
