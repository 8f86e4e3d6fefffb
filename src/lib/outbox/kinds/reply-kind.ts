// A professor's reply in the outbox (docs/outbox.md "Replies"). Like a vote, a reply is a state sent to an
// idempotent route (POST /api/rayek/ratings/instructor_ratings/{rating}/reply): resending the same body changes
// nothing, so exactly once needs no client id, and only the last body wanted for a rating waits
// (queue-latest.ts). Delivered, the route's answer becomes the account's stored reply in the same transaction
// that removes the item, so the page never shows the reply twice or not at all.
import { COLLECTIONS } from '@/domain/collections';
import { ERROR_CODES } from '@/domain/error-codes';
import { REPLY_RATING_COLLECTION, REPLY_TARGET_GONE, replyOf, type Reply } from '@/domain/professors';
import type { AppDB, MyReplyRow, OutboxItem } from '@/lib/db/app-db';
import { fieldCodes, requestStatus, responseMessage } from '@/lib/pocketbase/request-error';
import { defineKind } from '../outbox-kind';
import { classifyStateError, type Refused } from '../outbox-transport';
import { queueLatest } from '../queue-latest';

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
  return typeof rating === 'string' && typeof body === 'string'
    ? { rating, body, instructor: typeof instructor === 'string' ? instructor : '' }
    : undefined;
}

export function queueReply(
  db: AppDB,
  userId: string,
  reply: ReplyPayload,
  now: number,
  label?: string,
): Promise<string> {
  const wish = { userId, kind: 'reply', collection: COLLECTIONS.ratingReplies, payload: { ...reply }, label };
  return queueLatest(db, wish, (i) => replyPayloadOf(i)?.rating === reply.rating, now);
}

/** The stored row of a reply the server answered with, for this account. */
export function replyRow(userId: string, reply: Reply, now: number): MyReplyRow {
  return {
    key: myReplyKey(userId, reply.rating),
    userId,
    instructor: reply.instructor,
    rating: reply.rating,
    reply: { ...reply },
    fetchedAt: now,
  };
}

/**
 * A reply's refusal: 404 (the rating is gone, hidden or not published) is final, named on `rating`; a 403
 * naming `rating` (not the profile's professor) is the content's refusal, final too, not the session's; the
 * rest reads as for a create.
 */
export function classifyReplyError(error: unknown): Refused {
  const status = requestStatus(error);
  if (status === 404)
    return { kind: 'invalid', fields: { rating: REPLY_TARGET_GONE }, message: responseMessage(error) };
  const fields = fieldCodes(error);
  if (status === 403 && fields.rating === ERROR_CODES.NOT_PROFILE_OWNER)
    return { kind: 'invalid', fields, message: responseMessage(error) };
  return classifyStateError(error);
}

/** The route answered: the item leaves the outbox and the answer is the account's reply, in one transaction. */
export async function deliverReply(
  db: AppDB,
  item: OutboxItem,
  answer: Record<string, unknown>,
  now: number,
): Promise<void> {
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

export const REPLY_KIND = defineKind<Record<string, unknown>>({
  name: 'reply',
  accountTables: ['myReplies'],
  async send(item, token, transport) {
    const reply = replyPayloadOf(item);
    if (!reply) return { kind: 'invalid', fields: { rating: REPLY_TARGET_GONE }, message: '' };
    const path = `/api/rayek/ratings/${REPLY_RATING_COLLECTION}/${encodeURIComponent(reply.rating)}/reply`;
    const result = await transport.post<Record<string, unknown>>(path, { body: reply.body }, token, classifyReplyError);
    return result.kind === 'answered' ? { kind: 'delivered', answer: result.answer } : result;
  },
  deliver: deliverReply,
});
