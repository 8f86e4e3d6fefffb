// A professor's reply in the outbox (docs/outbox.md "Replies"). Like a vote, a reply is a state sent to an
// idempotent route (POST /api/rayek/ratings/instructor_ratings/{rating}/reply): resending the same body changes
// nothing, so exactly once needs no client id, and only the last body wanted for a rating waits
// (lib/outbox/queue-latest.ts). Delivered, the route's answer becomes the account's stored reply in the same
// transaction that removes the item, so the page never shows the reply twice or not at all.
import { COLLECTIONS } from '@contract/collections.js';
import { replyOf, type Reply } from '@/domain/professors';
import type { AppDB, MyReplyRow, OutboxItem } from '@/lib/db/app-db';
import { queueLatest } from '@/lib/outbox/queue-latest';

export interface ReplyPayload {
  rating: string;
  body: string;
  /** The rated profile, so the instructor page finds its waiting replies without reading the ratings. */
  instructor: string;
}

export const myReplyKey = (userId: string, rating: string) => `${userId}:${rating}`;

export function replyPayloadOf(item: OutboxItem): ReplyPayload | undefined {
  if (item.kind !== 'reply') return undefined;
  const { rating, body, instructor } = item.payload;
  return typeof rating === 'string' && typeof body === 'string' ? { rating, body, instructor: typeof instructor === 'string' ? instructor : '' } : undefined;
}

export function queueReply(db: AppDB, userId: string, reply: ReplyPayload, now: number, label?: string): Promise<string> {
  const wish = { userId, kind: 'reply' as const, collection: COLLECTIONS.ratingReplies, payload: { ...reply }, label };
  return queueLatest(db, wish, (i) => replyPayloadOf(i)?.rating === reply.rating, now);
}

/** The stored row of a reply the server answered with, for this account. */
export function replyRow(userId: string, reply: Reply, now: number): MyReplyRow {
  return { key: myReplyKey(userId, reply.rating), userId, instructor: reply.instructor, rating: reply.rating, reply: { ...reply }, fetchedAt: now };
}

/** The route answered: the item leaves the outbox and the answer is the account's reply, in one transaction. */
export async function deliverReply(db: AppDB, item: OutboxItem, answer: Record<string, unknown>, now: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.myReplies], async () => {
    // A body changed after the engine read the item (before it was marked as sending) was not sent: it goes next.
    const current = await db.outbox.get(item.id);
    if (current && current.payload.body !== item.payload.body) await db.outbox.update(item.id, { state: 'waiting' });
    else await db.outbox.delete(item.id);
    const reply = replyOf(answer);
    if (!reply) return;
    const instructor = reply.instructor || replyPayloadOf(item)?.instructor || '';
    await db.myReplies.put(replyRow(item.userId, { ...reply, instructor }, now));
  });
}

/**
 * The account's replies on one profile as the server listed them (asked at `askedAt`): stored, and the others of
 * that profile removed; a row stored since the question was asked (a delivery) is newer and stays.
 */
export async function storeMyReplies(db: AppDB, userId: string, instructor: string, replies: readonly Reply[], now: number, askedAt = now): Promise<void> {
  await db.transaction('rw', db.myReplies, async () => {
    const stored = await db.myReplies.where('[userId+instructor]').equals([userId, instructor]).toArray();
    const newer = new Set(stored.filter((row) => row.fetchedAt > askedAt).map((row) => row.rating));
    const listed = new Set(replies.map((r) => r.rating));
    await db.myReplies.bulkDelete(stored.filter((row) => !listed.has(row.rating) && !newer.has(row.rating)).map((row) => row.key));
    await db.myReplies.bulkPut(replies.filter((r) => !newer.has(r.rating)).map((r) => replyRow(userId, { ...r, instructor }, now)));
  });
}
