// Helpful votes in the outbox (docs/outbox.md "Votes"). A vote is a state, not a create: the route is idempotent
// (docs/api.md "Helpful votes"), so the outbox keeps only what the user wants last, one item per account and
// rating (queue-latest.ts), and a resend after a lost answer changes nothing.
import { VOTE_ITEM_COLLECTION, VOTE_TARGET_GONE, type VoteValue } from '@/domain/votes';
import type { AppDB, MyVote, OutboxItem } from '@/lib/db/app-db';
import { requestStatus, responseMessage } from '@/lib/pocketbase/request-error';
import { defineKind } from '../outbox-kind';
import { classifyStateError, type Refused } from '../outbox-transport';
import { queueLatest } from '../queue-latest';

export interface VotePayload {
  collection: string;
  rating: string;
  value: VoteValue;
}

/** The server's answer to a vote (docs/api.md): the caller's vote and the rating's counts after it. */
export interface VoteAnswer {
  collection: string;
  rating: string;
  value: VoteValue;
  helpful_count: number;
  unhelpful_count: number;
}

export const myVoteKey = (userId: string, collection: string, rating: string) => `${userId}:${collection}:${rating}`;

export function votePayloadOf(item: OutboxItem): VotePayload | undefined {
  if (item.kind !== 'vote') return undefined;
  const { collection, rating, value } = item.payload;
  return typeof collection === 'string' && typeof rating === 'string'
    ? { collection, rating, value: value as VoteValue }
    : undefined;
}

/** Stores the vote in the outbox under the rule above; returns the id of the item that carries it. */
export function queueVote(db: AppDB, userId: string, vote: VotePayload, now: number, label?: string): Promise<string> {
  const wish = { userId, kind: 'vote', collection: VOTE_ITEM_COLLECTION, payload: { ...vote }, label };
  return queueLatest(
    db,
    wish,
    (i) => {
      const p = votePayloadOf(i);
      return p?.collection === vote.collection && p.rating === vote.rating;
    },
    now,
  );
}

/**
 * A vote's refusal: 404 (the rating is gone, hidden or not published) is final for that vote, named on `rating`
 * so the outbox shows it like other refusals; anything else reads as for a create.
 */
export function classifyVoteError(error: unknown): Refused {
  if (requestStatus(error) === 404)
    return { kind: 'invalid', fields: { rating: VOTE_TARGET_GONE }, message: responseMessage(error) };
  return classifyStateError(error);
}

/**
 * The server answered a vote: the item leaves the outbox, and in the same transaction the account's vote and the
 * rating's counts in the mirror become the server's, so no render sees the vote counted twice or not at all.
 */
export async function deliverVote(db: AppDB, item: OutboxItem, answer: VoteAnswer, now: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.votes, db.records], async () => {
    // A press that replaced this item's value after the engine read it (before it was marked as sending) is
    // not what was sent: the item stays, to go next with the newer value.
    const current = await db.outbox.get(item.id);
    if (current && current.payload.value !== item.payload.value) await db.outbox.update(item.id, { state: 'waiting' });
    else await db.outbox.delete(item.id);
    // A withdrawn vote stays as a row of value 0: its time tells a `votes/mine` answer asked before it that it is
    // out of date (storeMyVotes).
    const key = myVoteKey(item.userId, answer.collection, answer.rating);
    const row: MyVote = {
      key,
      userId: item.userId,
      collection: answer.collection,
      rating: answer.rating,
      value: answer.value,
      fetchedAt: now,
    };
    await db.votes.put(row);
    await db.records
      .where('[collection+id]')
      .equals([answer.collection, answer.rating])
      .modify((record) => {
        record.data = { ...record.data, helpful_count: answer.helpful_count, unhelpful_count: answer.unhelpful_count };
        // A ratings page asked before this answer must not bring the older counts back (mirror-store.ts writeRecords).
        record.countsAt = now;
      });
  });
}

export const VOTE_KIND = defineKind<VoteAnswer>({
  name: 'vote',
  accountTables: ['votes'],
  async send(item, token, transport) {
    const vote = votePayloadOf(item);
    // An item without a readable target can never be sent: refused like a vote on a rating that is gone.
    if (!vote) return { kind: 'invalid', fields: { rating: VOTE_TARGET_GONE }, message: '' };
    const path = `/api/rayek/ratings/${encodeURIComponent(vote.collection)}/${encodeURIComponent(vote.rating)}/vote`;
    const result = await transport.post<VoteAnswer>(path, { value: vote.value }, token, classifyVoteError);
    return result.kind === 'answered' ? { kind: 'delivered', answer: result.answer } : result;
  },
  deliver: deliverVote,
});
