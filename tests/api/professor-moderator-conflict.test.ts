// A moderator decides nothing about an instructor profile they hold or claim, and never learns who wrote
// anything about it (docs/professors.md "Moderators who hold or claim a profile"). Each probe is what such a
// moderator would try, once with a PENDING claim and once with an APPROVED one: every path that decides (the
// decisions route, a plain status PATCH, a report's take-down, a reply, a rival's claim) and every way to an
// author's name (expand, nested and reverse expands, realtime, the queue). The control: the same moderator still
// moderates every other profile, and again this one once their claim is rejected.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, refusal, type Actor } from './support/actors';
import { decide, logOf, queue } from './support/moderation';
import { claim, newProfile, reply } from './support/professors';
import { subscribe } from './support/realtime';
import { rating } from './support/votes';

let server: TestServer;
/** Another moderator: decides the claims, and shows what an unconflicted moderator sees. */
let neutral: Actor;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  neutral = await createActor(server, { role: 'MODERATOR' });
});
afterAll(async () => {
  await server?.stop();
});

const OWN = 'validation_own_profile';
const BODY = 'Thank you, the exams follow the course notes.';

type Mode = 'pending' | 'approved';
interface Named extends Actor {
  name: string;
}
interface Conflict {
  moderator: Actor;
  profile: string;
  ownClaim: string;
  rival: Named;
  /** The rival's claim, older than the moderator's and still PENDING. */
  rivalClaim: string;
}

let names = 0;
/** A student whose name the probes look for in every answer. */
async function named(): Promise<Named> {
  names += 1;
  const name = `Secret Author ${names}`;
  return { ...(await createActor(server, { name })), name };
}

/** A new moderator with a PENDING or an APPROVED claim of a new profile, which a rival claimed first. */
async function conflicted(mode: Mode): Promise<Conflict> {
  const moderator = await createActor(server, { role: 'MODERATOR' });
  const profile = await newProfile(server.admin);
  const rival = await named();
  const rivalClaim = (await claim(rival, profile)).id;
  const ownClaim = (await claim(moderator, profile)).id;
  if (mode === 'approved')
    await decide(neutral.pb, { collection: 'instructor_claims', id: ownClaim, status: 'APPROVED' });
  return { moderator, profile, ownClaim, rival, rivalClaim };
}

/** A rating of `profile` by a named student. */
async function ratingOf(profile: string, status = 'ACTIVE') {
  const author = await named();
  const made = await rating(server.admin, 'instructor_ratings', profile, author.id, { status });
  return { id: made.id, author };
}

/** Neither the author's id nor their name is anywhere in the answer, or in the refusal. */
async function expectHidden(request: Promise<unknown>, secrets: string[]) {
  let answer: unknown;
  try {
    answer = await request;
  } catch (err) {
    answer = (err as { response?: unknown }).response ?? String(err);
  }
  const json = JSON.stringify(answer);
  for (const secret of secrets) expect(json).not.toContain(secret);
}

/** A status PATCH through the records API, as the dashboard or a script sends it. */
function patch(actor: Actor, collection: string, id: string, status: string) {
  return actor.pb.collection(collection).update(id, { status });
}

async function statusOf(collection: string, id: string) {
  return (await server.admin.collection(collection).getOne(id)).status as string;
}

/** The refusal every decision path answers, having written nothing (status and log unchanged). */
async function expectRefused(request: () => Promise<unknown>, collection: string, id: string) {
  const before = await statusOf(collection, id);
  const answer = await refusal(request());
  expect(answer.status).toBe(400);
  expect(answer.data.status?.code).toBe(OWN);
  expect(await statusOf(collection, id)).toBe(before);
  expect(await logOf(server.admin, id)).toEqual([]);
}

/** A reply on the profile by its approved claimant: the moderator themselves, or the rival another moderator approved. */
async function replyOn(c: Conflict, mode: Mode, ratingId: string) {
  let holder = c.moderator;
  if (mode === 'pending') {
    await decide(neutral.pb, { collection: 'instructor_claims', id: c.rivalClaim, status: 'APPROVED' });
    holder = c.rival;
  }
  const answer = await reply(server, holder.token, ratingId, { body: BODY });
  expect(answer.status).toBe(200);
  return (answer.body as { id: string }).id;
}

async function queueItems(actor: Actor, kind: string) {
  const page = await queue(actor.pb, kind, { perPage: 50 });
  return page.items as Array<Record<string, unknown>>;
}

describe.each(['pending', 'approved'] as const)('a moderator with an %s claim of a profile', (mode) => {
  test('reads its ratings without their authors: expand=user on a view and on a list', async () => {
    const c = await conflicted(mode);
    const published = await ratingOf(c.profile);
    const waiting = await ratingOf(c.profile, 'PENDING_APPROVAL');
    const secrets = [published.author.id, published.author.name, waiting.author.id, waiting.author.name];
    for (const r of [published, waiting]) {
      const seen = await c.moderator.pb.collection('instructor_ratings').getOne(r.id, { expand: 'user' });
      expect(seen.id).toBe(r.id);
      expect(seen.expand?.user).toBeUndefined();
      await expectHidden(Promise.resolve(seen), secrets);
    }
    const filter = c.moderator.pb.filter('instructor = {:profile}', { profile: c.profile });
    const list = await c.moderator.pb.collection('instructor_ratings').getFullList({ filter, expand: 'user' });
    expect(list.map((r) => r.id).sort()).toEqual([published.id, waiting.id].sort());
    await expectHidden(Promise.resolve(list), secrets);
    await expectHidden(
      c.moderator.pb
        .collection('instructor_ratings')
        .getFullList({ filter, expand: 'user,instructor', fields: 'id,expand.user.name' }),
      secrets,
    );
  });

  test('reaches no author through a nested or a reverse expand, nor through realtime', async () => {
    const c = await conflicted(mode);
    const published = await ratingOf(c.profile);
    const secrets = [published.author.name, published.author.id];
    const institution = (await server.admin.collection('instructors').getOne(c.profile)).institution as string;
    await expectHidden(
      c.moderator.pb
        .collection('institutions')
        .getOne(institution, { expand: 'instructors_via_institution.instructor_ratings_via_instructor.user' }),
      secrets,
    );
    await expectHidden(
      c.moderator.pb.collection('instructors').getOne(c.profile, { expand: 'instructor_ratings_via_instructor.user' }),
      secrets,
    );
    // Knowing a student's id (from some other item), the moderator asks for that student's ratings.
    await expectHidden(
      c.moderator.pb.collection('users').getOne(published.author.id, { expand: 'instructor_ratings_via_user' }),
      [published.id],
    );

    const topic = `instructor_ratings/*?options=${encodeURIComponent(JSON.stringify({ query: { expand: 'user' } }))}`;
    await expect(subscribe(server.url, [topic], c.moderator.token)).rejects.toThrow(/subscribe failed: 400/);
  });

  test('cannot approve or reject a pending rating of it, by a decision or a PATCH', async () => {
    const c = await conflicted(mode);
    const waiting = await ratingOf(c.profile, 'PENDING_APPROVAL');
    for (const status of ['ACTIVE', 'SUSPENDED']) {
      await expectRefused(
        () => decide(c.moderator.pb, { collection: 'instructor_ratings', id: waiting.id, status }),
        'instructor_ratings',
        waiting.id,
      );
      await expectRefused(
        () => patch(c.moderator, 'instructor_ratings', waiting.id, status),
        'instructor_ratings',
        waiting.id,
      );
    }
    const published = await ratingOf(c.profile);
    await expectRefused(
      () => patch(c.moderator, 'instructor_ratings', published.id, 'SUSPENDED'),
      'instructor_ratings',
      published.id,
    );
    // Nor take the whole profile down.
    await expectRefused(() => patch(c.moderator, 'instructors', c.profile, 'ARCHIVED'), 'instructors', c.profile);
  });

  test('cannot take a rating of it down through a report, even one they filed, nor dismiss the report; no reporter named', async () => {
    const c = await conflicted(mode);
    const published = await ratingOf(c.profile);
    const reporter = await named();
    const theirs = await reporter.pb.collection('reports').create({
      reported_collection: 'instructor-rating',
      reported_id: published.id,
      report_reason: 'OTHER',
      comment: 'This review insults the teacher.',
    });
    const own = await c.moderator.pb.collection('reports').create({
      reported_collection: 'instructor-rating',
      reported_id: published.id,
      report_reason: 'OTHER',
      comment: 'This review is unfair to me.',
    });
    for (const report of [theirs.id, own.id]) {
      await expectRefused(
        () => decide(c.moderator.pb, { collection: 'reports', id: report, status: 'TREATED', takeDown: 'SUSPENDED' }),
        'reports',
        report,
      );
      await expectRefused(
        () => decide(c.moderator.pb, { collection: 'reports', id: report, status: 'TREATED' }),
        'reports',
        report,
      );
      await expectRefused(() => patch(c.moderator, 'reports', report, 'TREATED'), 'reports', report);
    }
    expect(await statusOf('instructor_ratings', published.id)).toBe('ACTIVE');
    expect(await logOf(server.admin, published.id)).toEqual([]);
    await expectHidden(c.moderator.pb.collection('reports').getOne(theirs.id, { expand: 'user' }), [
      reporter.id,
      reporter.name,
    ]);
    const filter = c.moderator.pb.filter('reported_id = {:id}', { id: published.id });
    await expectHidden(c.moderator.pb.collection('reports').getFullList({ filter, expand: 'user' }), [
      reporter.id,
      reporter.name,
    ]);
  });

  test('cannot decide a reply on it, nor reach the rated student through the reply', async () => {
    const c = await conflicted(mode);
    const published = await ratingOf(c.profile);
    const id = await replyOn(c, mode, published.id);
    for (const status of ['ACTIVE', 'SUSPENDED']) {
      await expectRefused(
        () => decide(c.moderator.pb, { collection: 'rating_replies', id, status, revision: 1 } as never),
        'rating_replies',
        id,
      );
    }
    await expectHidden(c.moderator.pb.collection('rating_replies').getOne(id, { expand: 'rating.user' }), [
      published.author.id,
      published.author.name,
    ]);
    await expectHidden(c.moderator.pb.collection('rating_replies').getFullList({ expand: 'rating.user' }), [
      published.author.id,
      published.author.name,
    ]);

    // A report of the reply is the profile's business too.
    await decide(neutral.pb, { collection: 'rating_replies', id, status: 'ACTIVE', revision: 1 } as never);
    const reporter = await named();
    const report = await reporter.pb.collection('reports').create({
      reported_collection: 'rating-reply',
      reported_id: id,
      report_reason: 'OTHER',
      comment: 'This reply names a student.',
    });
    await expectRefused(
      () => decide(c.moderator.pb, { collection: 'reports', id: report.id, status: 'TREATED', takeDown: 'SUSPENDED' }),
      'reports',
      report.id,
    );
    await expectHidden(c.moderator.pb.collection('reports').getOne(report.id, { expand: 'user' }), [
      reporter.id,
      reporter.name,
    ]);
    expect(await statusOf('rating_replies', id)).toBe('ACTIVE');
  });

  test("cannot approve or reject a rival's claim of it, nor learn the rival's name", async () => {
    const c = await conflicted(mode);
    for (const status of ['APPROVED', 'REJECTED']) {
      await expectRefused(
        () => decide(c.moderator.pb, { collection: 'instructor_claims', id: c.rivalClaim, status }),
        'instructor_claims',
        c.rivalClaim,
      );
    }
    await expectHidden(c.moderator.pb.collection('instructor_claims').getOne(c.rivalClaim, { expand: 'user' }), [
      c.rival.id,
      c.rival.name,
    ]);
    expect(await statusOf('instructor_claims', c.rivalClaim)).toBe('PENDING');
  });

  test('sees its items in the queues, marked as another moderator’s, with no author', async () => {
    const c = await conflicted(mode);
    const waiting = await ratingOf(c.profile, 'PENDING_APPROVAL');
    const reporter = await named();
    const published = await ratingOf(c.profile);
    const report = await reporter.pb.collection('reports').create({
      reported_collection: 'instructor-rating',
      reported_id: published.id,
      report_reason: 'OTHER',
      comment: 'This review insults the teacher.',
    });
    for (const [kind, id] of [
      ['instructor_ratings', waiting.id],
      ['reports', report.id],
      ['instructor_claims', c.rivalClaim],
    ] as const) {
      const mine = (await queueItems(c.moderator, kind)).find((i) => i.id === id);
      expect(mine, kind).toMatchObject({ id, own_profile: true });
      expect(
        (await queueItems(neutral, kind)).find((i) => i.id === id),
        kind,
      ).toMatchObject({ id, own_profile: false });
    }
    const other = await ratingOf(await newProfile(server.admin), 'PENDING_APPROVAL');
    expect((await queueItems(c.moderator, 'instructor_ratings')).find((i) => i.id === other.id)).toMatchObject({
      own_profile: false,
    });
    await expectHidden(queue(c.moderator.pb, 'instructor_ratings', { perPage: 50 }), [
      waiting.author.id,
      waiting.author.name,
    ]);
    await expectHidden(queue(c.moderator.pb, 'reports', { perPage: 50 }), [reporter.id, reporter.name]);
    await expectHidden(queue(c.moderator.pb, 'instructor_claims', { perPage: 50 }), [c.rival.id, c.rival.name]);
  });

  test('the refusal is worded in the three languages', async () => {
    const c = await conflicted(mode);
    const waiting = await ratingOf(c.profile, 'PENDING_APPROVAL');
    const messages = new Set<string>();
    for (const lang of ['ar', 'fr', 'en']) {
      const answer = await refusal(
        decide(c.moderator.pb, { collection: 'instructor_ratings', id: waiting.id, status: 'ACTIVE' }, lang),
      );
      expect(answer.data.status?.code).toBe(OWN);
      messages.add(answer.data.status!.message);
    }
    expect(messages.size).toBe(3);
  });

  test('control: still moderates every other profile, with its authors', async () => {
    const c = await conflicted(mode);
    const elsewhere = await newProfile(server.admin);
    const waiting = await ratingOf(elsewhere, 'PENDING_APPROVAL');
    const seen = await c.moderator.pb.collection('instructor_ratings').getOne(waiting.id, { expand: 'user' });
    expect(seen.expand?.user?.name).toBe(waiting.author.name);
    await decide(c.moderator.pb, { collection: 'instructor_ratings', id: waiting.id, status: 'ACTIVE' });
    expect(await statusOf('instructor_ratings', waiting.id)).toBe('ACTIVE');

    const patched = await ratingOf(elsewhere, 'PENDING_APPROVAL');
    await patch(c.moderator, 'instructor_ratings', patched.id, 'SUSPENDED');
    expect(await statusOf('instructor_ratings', patched.id)).toBe('SUSPENDED');

    const reporter = await named();
    const report = await reporter.pb.collection('reports').create({
      reported_collection: 'instructor-rating',
      reported_id: waiting.id,
      report_reason: 'OTHER',
      comment: 'This review insults the teacher.',
    });
    expect((await c.moderator.pb.collection('reports').getOne(report.id, { expand: 'user' })).expand?.user?.name).toBe(
      reporter.name,
    );
    await decide(c.moderator.pb, { collection: 'reports', id: report.id, status: 'TREATED', takeDown: 'SUSPENDED' });
    expect(await statusOf('instructor_ratings', waiting.id)).toBe('SUSPENDED');
  });
});

test('the rule follows the claims: once their claim is rejected, the moderator decides that profile like any other', async () => {
  const c = await conflicted('pending');
  const waiting = await ratingOf(c.profile, 'PENDING_APPROVAL');
  await expectRefused(
    () => decide(c.moderator.pb, { collection: 'instructor_ratings', id: waiting.id, status: 'ACTIVE' }),
    'instructor_ratings',
    waiting.id,
  );
  await decide(neutral.pb, { collection: 'instructor_claims', id: c.ownClaim, status: 'REJECTED' });
  expect(
    (await c.moderator.pb.collection('instructor_ratings').getOne(waiting.id, { expand: 'user' })).expand?.user?.name,
  ).toBe(waiting.author.name);
  await decide(c.moderator.pb, { collection: 'instructor_ratings', id: waiting.id, status: 'ACTIVE' });
  expect(await statusOf('instructor_ratings', waiting.id)).toBe('ACTIVE');
});
