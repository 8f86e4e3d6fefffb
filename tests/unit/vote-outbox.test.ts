// Helpful votes in the outbox (lib/outbox/kinds/vote-kind.ts, docs/outbox.md "Votes") on fake-indexeddb: presses on
// one rating collapse into one item, a press during a send queues after it, the server's answer reaches the
// mirror with the item's removal, and what a card shows before the answer (domain/votes.ts adjustCounts).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@contract/error-codes.js';
import { serverErrorMessage } from '@/domain/schemas/server-errors';
import { adjustCounts, nextVote, VOTE_TARGET_GONE, type VoteValue } from '@/domain/votes';
import type { AppDB } from '@/lib/db/app-db';
import { runOutbox, type EngineDeps } from '@/lib/outbox/outbox-engine';
import type { OutboxTransport, PostResult } from '@/lib/outbox/outbox-transport';
import { ratingVoteOf } from '@/slices/votes/use-rating-votes';
import { forgetOtherAccounts } from '@/lib/outbox/forget-account';
import { deliverVote, myVoteKey, queueVote, type VoteAnswer, type VotePayload } from '@/lib/outbox/kinds/vote-kind';
import { storeMyVotes } from '@/slices/votes/my-votes';
import { engineSetup } from './engine-fixtures';

const T0 = Date.UTC(2026, 10, 27, 10, 0, 0);
const ALICE = 'aliceaaaaaaaaaa';
const BOB = 'bobbbbbbbbbbbbb';
const RATING = 'rating000000001';
const COLLECTION = 'instructor_ratings';

/** A server keeping one vote per (account, rating) and the counts, as the vote route does. */
class VoteServer implements OutboxTransport {
  votes = new Map<string, VoteValue>();
  requests: VotePayload[] = [];
  refuse: 'own' | 'gone' | 'network' | undefined;
  async create(): Promise<never> {
    throw new Error('no creates here');
  }
  async remove(): Promise<never> {
    throw new Error('no deletes here');
  }
  async post<A>(path: string, body: Record<string, unknown>): Promise<PostResult<A>> {
    const [, collection, rating] = /^\/api\/rayek\/ratings\/([^/]+)\/([^/]+)\/vote$/.exec(path) ?? [];
    if (!collection || !rating) throw new Error(`not the vote route: ${path}`);
    return this.vote({ collection, rating, value: body.value as VoteValue }) as PostResult<A>;
  }
  vote(vote: VotePayload): PostResult<VoteAnswer> {
    this.requests.push(vote);
    if (this.refuse === 'network') return { kind: 'retry', reason: 'network' };
    if (this.refuse === 'own') return { kind: 'invalid', fields: { rating: ERROR_CODES.OWN_RATING }, message: '' };
    if (this.refuse === 'gone') return { kind: 'invalid', fields: { rating: VOTE_TARGET_GONE }, message: '' };
    if (vote.value === 0) this.votes.delete(vote.rating);
    else this.votes.set(vote.rating, vote.value);
    const all = [...this.votes.values()];
    return {
      kind: 'answered',
      answer: {
        ...vote,
        helpful_count: all.filter((v) => v === 1).length + 4,
        unhelpful_count: all.filter((v) => v === -1).length,
      },
    };
  }
}

let db: AppDB;
let server: VoteServer;
let deps: EngineDeps;

beforeEach(async () => {
  server = new VoteServer();
  ({ db, deps } = await engineSetup('vote-test', server, ALICE, T0));
  await db.records.put({
    collection: COLLECTION,
    id: RATING,
    data: { id: RATING, helpful_count: 4, unhelpful_count: 0 },
    fetchedAt: T0,
    accessedAt: T0,
  });
});

afterEach(async () => {
  db.close();
  await db.delete();
});

const vote = (value: VoteValue): VotePayload => ({ collection: COLLECTION, rating: RATING, value });

describe('vote outbox: collapsing presses', () => {
  it('keeps one item per rating: later presses replace the waiting one, and only the last value is sent', async () => {
    const first = await queueVote(db, ALICE, vote(1), T0);
    expect(await queueVote(db, ALICE, vote(-1), T0 + 1)).toBe(first);
    expect(await queueVote(db, ALICE, vote(0), T0 + 2)).toBe(first);
    expect(await queueVote(db, ALICE, vote(1), T0 + 3)).toBe(first);
    expect(await db.outbox.count()).toBe(1);
    await runOutbox(deps);
    expect(server.requests).toEqual([vote(1)]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a press made while the rating’s item is being sent after it, and the last press wins', async () => {
    const first = await queueVote(db, ALICE, vote(1), T0);
    await db.outbox.update(first, { state: 'sending' });
    const second = await queueVote(db, ALICE, vote(-1), T0 - 5_000);
    expect(second).not.toBe(first);
    // A third press replaces the second (not in flight) rather than adding a third item.
    expect(await queueVote(db, ALICE, vote(0), T0 + 1)).toBe(second);
    const [a, b] = (await db.outbox.toArray()).sort((x, y) => x.createdAt - y.createdAt);
    expect([a!.id, b!.id]).toEqual([first, second]);
    await runOutbox(deps);
    expect(server.requests).toEqual([vote(1), vote(0)]);
    expect(server.votes.has(RATING)).toBe(false);
  });

  it('after a send that did not go, a press replaces the newest item and removes the older one', async () => {
    const first = await queueVote(db, ALICE, vote(1), T0);
    await db.outbox.update(first, { state: 'sending' });
    const second = await queueVote(db, ALICE, vote(0), T0 + 1);
    // The send failed: the first item waits again, older than the second.
    await db.outbox.update(first, { state: 'waiting' });
    expect(await queueVote(db, ALICE, vote(1), T0 + 2)).toBe(second);
    expect((await db.outbox.toArray()).map((i) => [i.id, i.payload.value])).toEqual([[second, 1]]);
    await runOutbox(deps);
    expect(server.requests).toEqual([vote(1)]);
  });

  it('keeps other ratings and other accounts apart', async () => {
    await queueVote(db, ALICE, vote(1), T0);
    await queueVote(db, ALICE, { ...vote(1), rating: 'rating000000002' }, T0);
    await queueVote(db, BOB, vote(-1), T0);
    expect(await db.outbox.count()).toBe(3);
  });

  it('replaces a refused vote with a new press (a new wish), sent again', async () => {
    server.refuse = 'own';
    const id = await queueVote(db, ALICE, vote(1), T0);
    await runOutbox(deps);
    expect((await db.outbox.get(id))?.state).toBe('failed');
    server.refuse = undefined;
    expect(await queueVote(db, ALICE, vote(-1), T0 + 10)).toBe(id);
    expect((await db.outbox.get(id))?.state).toBe('waiting');
    expect((await db.outbox.get(id))?.error).toBeUndefined();
  });
});

describe('vote outbox: delivery', () => {
  it('writes the server’s vote and counts into the mirror as the item leaves', async () => {
    await queueVote(db, ALICE, vote(1), T0);
    await runOutbox(deps);
    expect((await db.votes.get(myVoteKey(ALICE, COLLECTION, RATING)))?.value).toBe(1);
    expect((await db.records.get([COLLECTION, RATING]))?.data).toMatchObject({ helpful_count: 5, unhelpful_count: 0 });
    await queueVote(db, ALICE, vote(0), T0 + 1);
    await runOutbox(deps);
    expect((await db.votes.get(myVoteKey(ALICE, COLLECTION, RATING)))?.value ?? 0).toBe(0);
    expect((await db.records.get([COLLECTION, RATING]))?.data).toMatchObject({ helpful_count: 4 });
  });

  it('keeps an item whose value a press replaced while it was sent, to send the newer value next', async () => {
    const id = await queueVote(db, ALICE, vote(1), T0);
    const sent = (await db.outbox.get(id))!;
    await queueVote(db, ALICE, vote(-1), T0 + 1);
    await deliverVote(db, sent, { ...vote(1), helpful_count: 5, unhelpful_count: 0 }, T0 + 2);
    expect(await db.outbox.get(id)).toMatchObject({ state: 'waiting', payload: { value: -1 } });
    expect((await db.votes.get(myVoteKey(ALICE, COLLECTION, RATING)))?.value).toBe(1);
    await runOutbox(deps);
    expect(server.requests).toEqual([vote(-1)]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('marks an own-rating or gone-rating refusal failed (final), and a network error waits to retry', async () => {
    for (const [refuse, code] of [
      ['own', ERROR_CODES.OWN_RATING],
      ['gone', VOTE_TARGET_GONE],
    ] as const) {
      server.refuse = refuse;
      const id = await queueVote(db, ALICE, vote(1), T0);
      await runOutbox(deps);
      expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', error: { fields: { rating: code } } });
      await db.outbox.clear();
    }
    server.refuse = 'network';
    const id = await queueVote(db, ALICE, vote(1), T0);
    expect(await runOutbox(deps)).toMatchObject({ status: 'backoff' });
    expect(await db.outbox.get(id)).toMatchObject({ state: 'waiting', error: { code: 'network' } });
    expect(await db.votes.count()).toBe(0);
  });

  it('never lets a votes/mine answer asked before a delivered vote undo it', async () => {
    const key = myVoteKey(ALICE, COLLECTION, 'r1');
    const delivered = async (value: VoteValue, at: number) => {
      const id = await queueVote(db, ALICE, { collection: COLLECTION, rating: 'r1', value }, at);
      await deliverVote(
        db,
        (await db.outbox.get(id))!,
        { collection: COLLECTION, rating: 'r1', value, helpful_count: 1, unhelpful_count: 0 },
        at,
      );
    };
    // Asked at T0, the vote delivered at T0 + 1, the answer (no vote yet) stored at T0 + 2.
    await delivered(1, T0 + 1);
    await storeMyVotes(db, ALICE, COLLECTION, ['r1'], {}, T0 + 2, T0);
    expect((await db.votes.get(key))?.value).toBe(1);
    // A withdrawal delivered after the question: an answer still holding the vote does not bring it back.
    await delivered(0, T0 + 3);
    await storeMyVotes(db, ALICE, COLLECTION, ['r1'], { r1: 1 }, T0 + 4, T0 + 2);
    expect((await db.votes.get(key))?.value ?? 0).toBe(0);
    // An answer asked after the delivery is the server's latest word.
    await storeMyVotes(db, ALICE, COLLECTION, ['r1'], { r1: -1 }, T0 + 6, T0 + 5);
    expect((await db.votes.get(key))?.value).toBe(-1);
  });

  it('stores votes/mine per account, removes the ratings it did not name, and forgets other accounts', async () => {
    await storeMyVotes(db, ALICE, COLLECTION, ['r1', 'r2', 'r3'], { r1: 1, r2: -1 }, T0);
    await storeMyVotes(db, BOB, COLLECTION, ['r1'], { r1: -1 }, T0);
    await storeMyVotes(db, ALICE, COLLECTION, ['r2'], {}, T0);
    expect((await db.votes.where('userId').equals(ALICE).toArray()).map((v) => [v.rating, v.value])).toEqual([
      ['r1', 1],
    ]);
    await forgetOtherAccounts(db, ALICE);
    expect(await db.votes.where('userId').equals(BOB).count()).toBe(0);
    await forgetOtherAccounts(db, undefined);
    expect(await db.votes.count()).toBe(0);
  });
});

describe('vote refusals in the outbox view', () => {
  it('reads an own-rating and a gone-rating refusal with their own messages', () => {
    expect(serverErrorMessage('rating', ERROR_CODES.OWN_RATING).id).toBe('form.error.ownRating');
    expect(serverErrorMessage('rating', VOTE_TARGET_GONE).id).toBe('form.error.voteGone');
  });
});

describe('optimistic counts', () => {
  it('moves the counts from the server’s vote to the waiting one, never below zero', () => {
    const c = { helpful: 3, unhelpful: 2 };
    expect(adjustCounts(c, 0, 1)).toEqual({ helpful: 4, unhelpful: 2 });
    expect(adjustCounts(c, 0, -1)).toEqual({ helpful: 3, unhelpful: 3 });
    expect(adjustCounts(c, 1, -1)).toEqual({ helpful: 2, unhelpful: 3 });
    expect(adjustCounts(c, -1, 0)).toEqual({ helpful: 3, unhelpful: 1 });
    expect(adjustCounts(c, 1, 1)).toEqual(c);
    expect(adjustCounts({ helpful: 0, unhelpful: 0 }, 1, 0)).toEqual({ helpful: 0, unhelpful: 0 });
  });

  it('presses toggle: the pressed one again withdraws', () => {
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(1, -1)).toBe(-1);
    expect(nextVote(-1, -1)).toBe(0);
  });

  it('shows a waiting vote as made, and a refused one not made, with its refusal', () => {
    const row = { id: RATING, helpful_count: 4, unhelpful_count: 1 };
    expect(ratingVoteOf(row, 0, undefined)).toEqual({ value: 0, counts: { helpful: 4, unhelpful: 1 } });
    expect(ratingVoteOf(row, -1, { value: 1 })).toEqual({ value: 1, counts: { helpful: 5, unhelpful: 0 } });
    expect(ratingVoteOf(row, 0, { value: 1, failed: ERROR_CODES.OWN_RATING })).toEqual({
      value: 0,
      counts: { helpful: 4, unhelpful: 1 },
      refusal: ERROR_CODES.OWN_RATING,
    });
  });
});
