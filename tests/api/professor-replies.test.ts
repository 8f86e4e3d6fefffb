// Professors' replies (docs/professors.md "Replies"): the one route that writes them, idempotent for the outbox;
// who may reply to what; the moderators' decisions with the revision they read; what the public sees (only
// published replies of published ratings of published profiles, never their author, not through expand, filter
// or realtime); reports and take-downs of replies; the author's own view.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, refusal, type Actor } from './support/actors';
import { createInstitution, createInstructor } from './support/fixtures';
import { decide, expectNoAuthors, logOf, mine, queue } from './support/moderation';
import { approvedProfessor, newProfile, publishedRating, reply } from './support/professors';
import { subscribe } from './support/realtime';

let server: TestServer;
let moderator: Actor;
let professor: Actor;
let instructor: string;

const BODY = 'Thank you, the exams follow the course notes.';

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
  instructor = await newProfile(server.admin);
  professor = (await approvedProfessor(server, moderator, instructor)).professor;
});
afterAll(async () => {
  await server?.stop();
});

/** The public list of a profile's replies, as a guest asks for it (one request per profile). */
async function publicReplies(profile: string, query = '') {
  const filter = encodeURIComponent(`instructor="${profile}"`);
  const res = await fetch(`${server.url}/api/collections/rating_replies/records?filter=${filter}${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Record<string, unknown>[] }).items;
}

/** Approves the reply at its current revision. */
async function approve(id: string, revision: number) {
  return decide(moderator.pb, { collection: 'rating_replies', id, status: 'ACTIVE', revision } as never);
}

describe('the professor replies', () => {
  test('creates, resends, changes, publishes and edits: each answer is the stored state, private', async () => {
    const rated = await publishedRating(server, instructor);
    const first = await reply(server, professor.token, rated.id, { body: `  ${BODY}  ` });
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe('no-store');
    const { id } = first.body as { id: string };
    expect(first.body).toEqual({
      id,
      rating: rated.id,
      instructor,
      body: BODY,
      status: 'PENDING_APPROVAL',
      edited: false,
      revision: 1,
    });

    // The outbox resends after a lost answer: nothing changes, not even the stored row's date.
    const before = (await server.admin.collection('rating_replies').getOne(id)).updated;
    const resent = await reply(server, professor.token, rated.id, { body: BODY });
    expect(resent.body).toEqual(first.body);
    expect((await server.admin.collection('rating_replies').getOne(id)).updated).toBe(before);

    const changed = await reply(server, professor.token, rated.id, { body: `${BODY} Office hours on Monday.` });
    expect(changed.body).toMatchObject({ id, status: 'PENDING_APPROVAL', edited: false, revision: 2 });
    expect(await publicReplies(instructor)).toEqual([]);

    await approve(id, 2);
    const published = await publicReplies(instructor);
    expect(published.map((r) => [r.id, r.body, r.status, r.edited])).toEqual([
      [id, `${BODY} Office hours on Monday.`, 'ACTIVE', false],
    ]);

    const edited = await reply(server, professor.token, rated.id, { body: BODY });
    expect(edited.body).toMatchObject({ id, status: 'PENDING_APPROVAL', edited: true, revision: 3 });
    expect(await publicReplies(instructor)).toEqual([]);
    const own = await professor.pb.collection('rating_replies').getOne(id);
    expect(own).toMatchObject({ status: 'PENDING_APPROVAL', edited: true, revision: 3 });
    expect(
      (await server.admin.collection('rating_replies').getFullList({ filter: `rating = "${rated.id}"` })).length,
    ).toBe(1);
  });

  test("guests 401, unverified 403, anyone but the profile's professor 403 not_profile_owner", async () => {
    const rated = await publishedRating(server, instructor);
    expect((await reply(server, undefined, rated.id, { body: BODY })).status).toBe(401);
    const unverified = await reply(server, (await createActor(server, { verified: false })).token, rated.id, {
      body: BODY,
    });
    expect(unverified.status).toBe(403);
    // The refusal speaks of replying, not of the votes' route whose guard it shares.
    expect(unverified.body.message).toBe('Verify your e-mail address before replying to a rating.');

    const otherProfile = await newProfile(server.admin);
    const otherProfessor = (await approvedProfessor(server, moderator, otherProfile)).professor;
    for (const caller of [await createActor(server), moderator, otherProfessor]) {
      const answer = await reply(server, caller.token, rated.id, { body: BODY });
      expect(answer.status).toBe(403);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.body.data?.rating?.code).toBe('validation_not_profile_owner');
    }
    expect(await server.admin.collection('rating_replies').getFullList({ filter: `rating = "${rated.id}"` })).toEqual(
      [],
    );
  });

  test('a rating that is not public, or does not exist, is one 404', async () => {
    const pending = await publishedRating(server, instructor, { status: 'PENDING_APPROVAL' });
    const suspended = await publishedRating(server, instructor, { status: 'SUSPENDED' });
    const archivedProfile = await newProfile(server.admin);
    const archivedProfessor = (await approvedProfessor(server, moderator, archivedProfile)).professor;
    const ofArchived = await publishedRating(server, archivedProfile);
    await server.admin.collection('instructors').update(archivedProfile, { status: 'ARCHIVED' });

    for (const [caller, id] of [
      [professor, pending.id],
      [professor, suspended.id],
      [professor, 'abcdefghijklmno'],
      [professor, 'not-an-id'],
      [archivedProfessor, ofArchived.id],
    ] as const) {
      const answer = await reply(server, caller.token, id, { body: BODY });
      expect(answer.status, id).toBe(404);
    }
  });

  test('a bad body gets the field codes of the forms', async () => {
    const rated = await publishedRating(server, instructor);
    for (const [body, field, code] of [
      [{}, 'body', 'validation_required'],
      [{ body: '   ' }, 'body', 'validation_required'],
      [{ body: 42 }, 'body', 'validation_invalid_value'],
      [{ body: '!!!! ???? ....' }, 'body', 'validation_no_letters'],
      [{ body: 'Thanks!' }, 'body', 'validation_min_text_constraint'],
      [{ body: 'a'.repeat(1001) }, 'body', 'validation_max_text_constraint'],
      [{ body: BODY, status: 'ACTIVE' }, 'status', 'validation_invalid_value'],
    ] as const) {
      const answer = await reply(server, professor.token, rated.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.data?.[field]?.code, JSON.stringify(body)).toBe(code);
    }
    expect((await reply(server, professor.token, rated.id, { body: 'a'.repeat(1000) })).status).toBe(200);
  });
});

describe('decisions', () => {
  test('the queue shows the body, edited, revision and the rating answered, never an author', async () => {
    const student = await createActor(server);
    const rated = await publishedRating(server, instructor, {
      user: student.id,
      review: 'The exams were far harder than the lectures.',
    });
    const { id } = (await reply(server, professor.token, rated.id, { body: BODY })).body as { id: string };
    const answer = await queue(moderator.pb, 'rating_replies', { perPage: 50 });
    const item = (answer.items as Record<string, unknown>[]).find((i) => i.id === id);
    expect(item).toMatchObject({
      body: BODY,
      edited: false,
      revision: 1,
      status: 'PENDING_APPROVAL',
      target: {
        id: rated.id,
        review: 'The exams were far harder than the lectures.',
        target: { collection: 'instructors', id: instructor },
      },
    });
    expectNoAuthors(answer, [student.id, professor.id]);
  });

  test('a decision repeats the revision it read: a body changed since is refused and nothing is written', async () => {
    const rated = await publishedRating(server, instructor);
    const { id } = (await reply(server, professor.token, rated.id, { body: BODY })).body as { id: string };
    const missing = await refusal(decide(moderator.pb, { collection: 'rating_replies', id, status: 'ACTIVE' }));
    expect(missing.data.revision?.code).toBe('validation_required');

    await reply(server, professor.token, rated.id, { body: `${BODY} And the labs too.` });
    for (const status of ['ACTIVE', 'SUSPENDED']) {
      const stale = await refusal(approveAs(id, status, 1));
      expect(stale.data.revision?.code).toBe('validation_already_decided');
    }
    expect((await server.admin.collection('rating_replies').getOne(id)).status).toBe('PENDING_APPROVAL');
    expect(await logOf(server.admin, id)).toEqual([]);
    await approveAs(id, 'ACTIVE', 2);
    expect((await server.admin.collection('rating_replies').getOne(id)).status).toBe('ACTIVE');
  });

  test('a professor who moderates cannot approve their own reply; another moderator can', async () => {
    const profile = await newProfile(server.admin);
    const { professor: moderating } = await approvedProfessor(server, moderator, profile, { role: 'MODERATOR' });
    const rated = await publishedRating(server, profile);
    const { id } = (await reply(server, moderating.token, rated.id, { body: BODY })).body as { id: string };
    const own = await refusal(
      decide(moderating.pb, { collection: 'rating_replies', id, status: 'ACTIVE', revision: 1 } as never),
    );
    expect(own.data.status?.code).toBe('validation_own_profile');
    expect((await server.admin.collection('rating_replies').getOne(id)).status).toBe('PENDING_APPROVAL');
    await approveAs(id, 'ACTIVE', 1);
    expect((await server.admin.collection('rating_replies').getOne(id)).status).toBe('ACTIVE');
  });

  test('a revision is refused on every other collection', async () => {
    const rated = await publishedRating(server, instructor, { status: 'PENDING_APPROVAL' });
    const answer = await refusal(
      decide(moderator.pb, { collection: 'instructor_ratings', id: rated.id, status: 'ACTIVE', revision: 1 } as never),
    );
    expect(answer.data.revision?.code).toBe('validation_invalid_value');
  });
});

function approveAs(id: string, status: string, revision: number) {
  return decide(moderator.pb, { collection: 'rating_replies', id, status, revision } as never);
}

describe('what the public sees', () => {
  test('published replies of public ratings of public profiles, without their author, however asked', async () => {
    const profile = await newProfile(server.admin);
    const owner = (await approvedProfessor(server, moderator, profile)).professor;
    const shown = await publishedRating(server, profile);
    const later = await publishedRating(server, profile);
    const a = (await reply(server, owner.token, shown.id, { body: BODY })).body as { id: string };
    const b = (await reply(server, owner.token, later.id, { body: BODY })).body as { id: string };
    await approve(a.id, 1);
    await approve(b.id, 1);
    expect((await publicReplies(profile)).map((r) => r.id).sort()).toEqual([a.id, b.id].sort());

    const expanded = await publicReplies(profile, '&expand=rating,instructor');
    expectNoAuthors(expanded, [owner.id]);
    const byUser = await fetch(
      `${server.url}/api/collections/rating_replies/records?filter=${encodeURIComponent(`user="${owner.id}"`)}`,
    );
    expect(JSON.stringify(await byUser.json())).not.toContain(a.id);
    const viewed = await fetch(`${server.url}/api/collections/rating_replies/records/${a.id}`);
    expectNoAuthors(await viewed.json(), [owner.id]);

    // The rating taken down hides its reply; the author still sees it.
    await server.admin.collection('instructor_ratings').update(later.id, { status: 'SUSPENDED' });
    expect((await publicReplies(profile)).map((r) => r.id)).toEqual([a.id]);
    const ownList = await owner.pb.collection('rating_replies').getFullList({ filter: `instructor = "${profile}"` });
    expect(ownList.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());

    // The profile archived hides them all.
    await server.admin.collection('instructors').update(profile, { status: 'ARCHIVED' });
    expect(await publicReplies(profile)).toEqual([]);
    expect((await fetch(`${server.url}/api/collections/rating_replies/records/${a.id}`)).status).toBe(404);
  });

  test('realtime: a guest learns of a published reply without its author; pending ones reach nobody else', async () => {
    const rated = await publishedRating(server, instructor);
    const events = await subscribe(server.url, ['rating_replies']);
    const other = await subscribe(server.url, ['rating_replies'], (await createActor(server)).token);
    try {
      const { id } = (await reply(server, professor.token, rated.id, { body: BODY })).body as { id: string };
      await approve(id, 1);
      const event = await events.next((e) => e.data.record.id === id);
      expect(event.data.record.status).toBe('ACTIVE');
      expectNoAuthors(event, [professor.id]);
      const seen = await other.next((e) => e.data.record.id === id);
      expect(seen.data.record.status).toBe('ACTIVE');
      expect([...events.events, ...other.events].every((e) => e.data.record.status === 'ACTIVE')).toBe(true);
    } finally {
      events.close();
      other.close();
    }
  });
});

describe("reports and the author's own view", () => {
  test('a reported reply can be taken down; its author sees it with its status, the rating only by id and profile', async () => {
    const rated = await publishedRating(server, instructor, { review: 'Nobody else should read this review here.' });
    const { id } = (await reply(server, professor.token, rated.id, { body: BODY })).body as { id: string };
    await approve(id, 1);
    const reporter = await createActor(server);
    const report = await reporter.pb.collection('reports').create({
      reported_collection: 'rating-reply',
      reported_id: id,
      report_reason: 'OTHER',
      comment: 'This reply names a student.',
    });
    const reports = await queue(moderator.pb, 'reports', { perPage: 50 });
    const item = (reports.items as Record<string, unknown>[]).find((i) => i.id === report.id);
    expect(item).toMatchObject({
      content_collection: 'rating_replies',
      content: { id, body: BODY, target: { id: rated.id } },
    });
    expectNoAuthors(reports, [reporter.id, professor.id]);

    const taken = await decide(moderator.pb, {
      collection: 'reports',
      id: report.id,
      status: 'TREATED',
      takeDown: 'SUSPENDED',
    });
    expect(taken.takenDown).toEqual({ collection: 'rating_replies', id, from: 'ACTIVE', status: 'SUSPENDED' });
    expect(await publicReplies(instructor)).not.toContainEqual(expect.objectContaining({ id }));

    const contributions = await mine(professor.pb);
    const own = (contributions.items as Record<string, unknown>[]).find((i) => i.id === id);
    expect(own).toMatchObject({
      collection: 'rating_replies',
      status: 'SUSPENDED',
      target: { collection: 'instructor_ratings', id: rated.id, about: { id: instructor } },
    });
    expect(JSON.stringify(contributions)).not.toContain('Nobody else should read this review here.');
    expect(
      (contributions.items as Record<string, unknown>[]).some(
        (i) => i.collection === 'instructor_claims' && i.status === 'APPROVED',
      ),
    ).toBe(true);
    expectNoAuthors(contributions, [professor.id]);
  });

  test('the same reply, edited after a take-down, goes back to the moderators as edited', async () => {
    const institution = (await createInstitution(server.admin)).id;
    const profile = (await createInstructor(server.admin, institution)).id;
    const owner = (await approvedProfessor(server, moderator, profile)).professor;
    const rated = await publishedRating(server, profile);
    const { id } = (await reply(server, owner.token, rated.id, { body: BODY })).body as { id: string };
    await approve(id, 1);
    await server.admin.collection('rating_replies').update(id, { status: 'SUSPENDED' });
    const again = await reply(server, owner.token, rated.id, { body: `${BODY} Corrected.` });
    expect(again.body).toMatchObject({ status: 'PENDING_APPROVAL', edited: true, revision: 2 });
  });
});
