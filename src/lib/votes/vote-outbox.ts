// Helpful votes in the outbox (docs/outbox.md "Votes"). A vote is a state, not a create: the route is idempotent
// (docs/api.md "Helpful votes"), so the outbox keeps only what the user wants last, one item per account and
// rating (lib/outbox/queue-latest.ts).
import type { VoteValue } from '@/domain/votes';
import { VOTE_ITEM_COLLECTION } from '@/domain/votes';
import type { AppDB, MyVote, OutboxItem } from '@/lib/db/app-db';
import { queueLatest } from '@/lib/outbox/queue-latest';

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
  return typeof collection === 'string' && typeof rating === 'string' ? { collection, rating, value: value as VoteValue } : undefined;
}

/** Stores the vote in the outbox under the rule above; returns the id of the item that carries it. */
export function queueVote(db: AppDB, userId: string, vote: VotePayload, now: number, label?: string): Promise<string> {
  const wish = { userId, kind: 'vote' as const, collection: VOTE_ITEM_COLLECTION, payload: { ...vote }, label };
  return queueLatest(db, wish, (i) => {
    const p = votePayloadOf(i);
    return p?.collection === vote.collection && p.rating === vote.rating;
  }, now);
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
    const row: MyVote = { key, userId: item.userId, collection: answer.collection, rating: answer.rating, value: answer.value, fetchedAt: now };
    await db.votes.put(row);
    await db.records
      .where('[collection+id]')
      .equals([answer.collection, answer.rating])
      .modify((record) => {
        record.data = { ...record.data, helpful_count: answer.helpful_count, unhelpful_count: answer.unhelpful_count };
        // A ratings page asked before this answer must not bring the older counts back (cache.writeRecords).
        record.countsAt = now;
      });
  });
}

/** The account's votes among these ratings as `votes/mine` answered: stored, and the others removed. */
export async function storeMyVotes(
  db: AppDB,
  userId: string,
  collection: string,
  ids: readonly string[],
  votes: Readonly<Record<string, number>>,
  now: number,
  /** When the question was sent: a vote delivered since then is newer than the answer, which leaves it alone. */
  askedAt = now,
): Promise<void> {
  await db.transaction('rw', db.votes, async () => {
    const stored = await db.votes.bulkGet(ids.map((id) => myVoteKey(userId, collection, id)));
    const newer = new Set(stored.flatMap((row) => (row && row.fetchedAt > askedAt ? [row.rating] : [])));
    ids = ids.filter((id) => !newer.has(id));
    await db.votes.bulkDelete(ids.filter((id) => votes[id] !== 1 && votes[id] !== -1).map((id) => myVoteKey(userId, collection, id)));
    await db.votes.bulkPut(
      ids.flatMap((id) => {
        const value = votes[id];
        return value === 1 || value === -1 ? [{ key: myVoteKey(userId, collection, id), userId, collection, rating: id, value, fetchedAt: now }] : [];
      }),
    );
  });
}

/** Every stored vote but the signed-in account's (signed out: all of them), so no other reader sees them. */
export async function forgetOtherVotes(db: AppDB, userId: string | undefined): Promise<void> {
  if (userId) await db.votes.where('userId').notEqual(userId).delete();
  else await db.votes.clear();
}
