// Helpful votes, the route's rules: who may vote, on what, with which body; the same body twice
// leaves the same state (an outbox retry after a lost answer); the caller's own votes; the rate limit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, type Actor } from './support/actors';
import { createInstitution, createInstructor } from './support/fixtures';
import { createRatingTargets, myVotes, publicCounts, rating, vote, type RatingKind } from './support/votes';

let server: TestServer;
let author: Actor;
let voter: Actor;
const targets: Record<RatingKind, string> = { institution_ratings: '', program_ratings: '', instructor_ratings: '' };
const KINDS = Object.keys(targets) as RatingKind[];

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  author = await createActor(server);
  voter = await createActor(server);
  await createRatingTargets(server.admin, targets);
});
afterAll(async () => {
  await server?.stop();
});

/** A published rating of `kind` by a new author (one rating per author and target), or by `by`. */
async function published(kind: RatingKind, extra: Record<string, unknown> = {}, by?: string) {
  return rating(server.admin, kind, targets[kind], by ?? (await createActor(server)).id, extra);
}

describe('a verified student votes', () => {
  test.each(KINDS)(
    'on a published %s: helpful, changed, withdrawn; each body twice gives the same answer',
    async (kind) => {
      const { id } = await published(kind);
      expect(await publicCounts(server, kind, id)).toEqual({ helpful_count: 0, unhelpful_count: 0 });

      for (const [value, counts] of [
        [1, { helpful_count: 1, unhelpful_count: 0 }],
        [-1, { helpful_count: 0, unhelpful_count: 1 }],
        [0, { helpful_count: 0, unhelpful_count: 0 }],
        [1, { helpful_count: 1, unhelpful_count: 0 }],
      ] as const) {
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const answer = await vote(server, voter.token, kind, id, { value });
          expect(answer.status).toBe(200);
          expect(answer.cacheControl).toBe('no-store');
          expect(answer.body).toEqual({ collection: kind, rating: id, value, ...counts });
          expect(await publicCounts(server, kind, id)).toEqual(counts);
        }
      }
      const stored = await server.admin
        .collection('rating_votes')
        .getFullList({ filter: server.admin.filter('rating = {:id}', { id }) });
      expect(stored.map((v) => [v.user, v.value])).toEqual([[voter.id, 1]]);
    },
  );

  test('the caller reads back their own votes, and only theirs', async () => {
    const kind = 'program_ratings';
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => published(kind)));
    const other = await createActor(server);
    await vote(server, voter.token, kind, a!.id, { value: 1 });
    await vote(server, voter.token, kind, b!.id, { value: -1 });
    await vote(server, other.token, kind, c!.id, { value: 1 });
    const answer = await myVotes(server, voter.token, kind, [a!.id, b!.id, c!.id]);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.body).toEqual({ collection: kind, votes: { [a!.id]: 1, [b!.id]: -1 } });
    // The same ids asked about another collection: no vote there.
    expect((await myVotes(server, voter.token, 'institution_ratings', [a!.id])).body).toEqual({
      collection: 'institution_ratings',
      votes: {},
    });
  });
});

describe('who may vote', () => {
  test('a guest gets 401 and an unverified user 403, with no-store, and nothing is written', async () => {
    const { id } = await published('institution_ratings');
    const unverified = await createActor(server, { verified: false });
    const asGuest = await vote(server, undefined, 'institution_ratings', id, { value: 1 });
    expect(asGuest.status).toBe(401);
    expect(asGuest.cacheControl).toBe('no-store');
    const asUnverified = await vote(server, unverified.token, 'institution_ratings', id, { value: 1 });
    expect(asUnverified.status).toBe(403);
    expect(asUnverified.cacheControl).toBe('no-store');
    expect(await publicCounts(server, 'institution_ratings', id)).toEqual({ helpful_count: 0, unhelpful_count: 0 });
    expect((await myVotes(server, undefined, 'institution_ratings', [id])).status).toBe(401);
  });

  test('the author of a rating is refused with OWN_RATING and nothing is written', async () => {
    for (const kind of KINDS) {
      const { id } = await published(kind, {}, author.id);
      const answer = await vote(server, author.token, kind, id, { value: 1 });
      expect(answer.status).toBe(400);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.body.data).toEqual({
        rating: { code: 'validation_own_rating', message: 'You cannot vote on your own rating.' },
      });
      expect(await publicCounts(server, kind, id)).toEqual({ helpful_count: 0, unhelpful_count: 0 });
    }
  });

  test('on anyone else’s rating the answer is the same whoever wrote it, detached ratings included', async () => {
    const someoneElse = await createActor(server);
    const kind = 'institution_ratings';
    const byAuthor = await published(kind);
    const bySomeoneElse = await published(kind, {}, someoneElse.id);
    const detached = await published(kind, {}, '');
    const answers = [];
    for (const r of [byAuthor, bySomeoneElse, detached]) {
      const answer = await vote(server, voter.token, kind, r.id, { value: -1 });
      answers.push({ status: answer.status, cacheControl: answer.cacheControl, body: { ...answer.body, rating: 'x' } });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('only published ratings', () => {
  test('a missing, pending, taken-down or own pending rating, or one of a pending instructor: the same 404', async () => {
    const kind = 'institution_ratings';
    const pending = await published(kind, { status: 'PENDING_APPROVAL' });
    const suspended = await published(kind, { status: 'SUSPENDED' });
    const ownPending = await published(kind, { status: 'PENDING_APPROVAL' }, voter.id);
    const pendingInstructor = await createInstructor(server.admin, targets.institution_ratings, {
      status: 'PENDING_APPROVAL',
    });
    const ofPendingInstructor = await rating(server.admin, 'instructor_ratings', pendingInstructor.id, author.id);
    const answers = [];
    for (const [k, id] of [
      [kind, 'a0000000000000z'],
      [kind, pending.id],
      [kind, suspended.id],
      [kind, ownPending.id],
      ['instructor_ratings', ofPendingInstructor.id],
      // A real rating named under another collection.
      ['program_ratings', pending.id],
    ]) {
      const answer = await vote(server, voter.token, k!, id!, { value: 1 });
      answers.push({ status: answer.status, cacheControl: answer.cacheControl, body: answer.body });
    }
    expect(answers[0]!.status).toBe(404);
    expect(answers[0]!.cacheControl).toBe('no-store');
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    for (const id of [pending.id, suspended.id, ownPending.id, ofPendingInstructor.id]) {
      const stored = await server.admin
        .collection('rating_votes')
        .getList(1, 1, { filter: server.admin.filter('rating = {:id}', { id }) });
      expect(stored.totalItems).toBe(0);
    }
  });

  test('a rating taken down keeps its votes and counts but refuses new votes and withdrawals', async () => {
    const kind = 'program_ratings';
    const moderator = await createActor(server, { role: 'MODERATOR' });
    const { id } = await published(kind);
    await vote(server, voter.token, kind, id, { value: 1 });
    await moderator.pb.collection(kind).update(id, { status: 'SUSPENDED' });
    expect((await vote(server, voter.token, kind, id, { value: 0 })).status).toBe(404);
    const late = await createActor(server);
    expect((await vote(server, late.token, kind, id, { value: 1 })).status).toBe(404);
    const stored = await server.admin.collection(kind).getOne(id);
    expect([stored.helpful_count, stored.unhelpful_count]).toEqual([1, 0]);
    await moderator.pb.collection(kind).update(id, { status: 'ACTIVE' });
    expect(await publicCounts(server, kind, id)).toEqual({ helpful_count: 1, unhelpful_count: 0 });
  });
});

describe('bad input gets 400 with a code', () => {
  let id: string;
  beforeAll(async () => {
    id = (await published('institution_ratings')).id;
  });

  test.each([
    ['an unknown collection', 'reports', undefined, { value: 1 }, 'collection', 'validation_invalid_value'],
    ['a malformed id', 'institution_ratings', 'NOT-AN-ID', { value: 1 }, 'id', 'validation_invalid_value'],
    ['a value out of the set', 'institution_ratings', undefined, { value: 2 }, 'value', 'validation_invalid_value'],
    ['a fractional value', 'institution_ratings', undefined, { value: 0.5 }, 'value', 'validation_invalid_value'],
    ['a value as text', 'institution_ratings', undefined, { value: '1' }, 'value', 'validation_invalid_value'],
    ['a value as a boolean', 'institution_ratings', undefined, { value: true }, 'value', 'validation_invalid_value'],
    ['no value', 'institution_ratings', undefined, {}, 'value', 'validation_required'],
    ['a null value', 'institution_ratings', undefined, { value: null }, 'value', 'validation_required'],
    [
      'extra fields',
      'institution_ratings',
      undefined,
      { value: 1, user: 'someone' },
      'user',
      'validation_invalid_value',
    ],
  ])('%s', async (_, collection, badId, body, field, code) => {
    const answer = await vote(server, voter.token, collection, badId ?? id, body);
    expect(answer.status).toBe(400);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.body.data?.[field]?.code).toBe(code);
    expect(await publicCounts(server, 'institution_ratings', id)).toEqual({ helpful_count: 0, unhelpful_count: 0 });
  });

  test('a body that is not a JSON object', async () => {
    for (const body of ['not json', '[1]', '1']) {
      const answer = await vote(server, voter.token, 'institution_ratings', id, body);
      expect(answer.status, body).toBe(400);
    }
    expect(await publicCounts(server, 'institution_ratings', id)).toEqual({ helpful_count: 0, unhelpful_count: 0 });
  });

  test('the list of own votes: an unknown collection, no ids, a malformed id, too many ids', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `a${String(i).padStart(14, '0')}`);
    for (const [collection, ids, field, code] of [
      ['users', [id], 'collection', 'validation_invalid_value'],
      ['institution_ratings', [], 'ids', 'validation_required'],
      ['institution_ratings', [id, 'x'], 'ids', 'validation_invalid_value'],
      ['institution_ratings', many, 'ids', 'validation_invalid_value'],
    ] as const) {
      const answer = await myVotes(server, voter.token, collection, [...ids]);
      expect(answer.status).toBe(400);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.body.data?.[field]?.code).toBe(code);
    }
    expect((await myVotes(server, voter.token, 'institution_ratings', many.slice(0, 50))).status).toBe(200);
  });
});

describe('rate limit', () => {
  test('votes are limited per client like creates: the 61st in a minute is refused with 429', async () => {
    const limited = await startTestServer();
    try {
      const institution = (await createInstitution(limited.admin)).id;
      const writer = await createActor(limited);
      const student = await createActor(limited);
      const { id } = await rating(limited.admin, 'institution_ratings', institution, writer.id);
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1)
        statuses.push(
          (await vote(limited, student.token, 'institution_ratings', id, { value: i % 2 ? 1 : -1 })).status,
        );
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
