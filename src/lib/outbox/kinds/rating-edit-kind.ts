// An author's edit of their rating in the outbox (docs/outbox.md "Edits and withdrawals"). The route
// (POST /api/rayek/ratings/{collection}/{id}/edit, docs/api.md "Own ratings") files the edit under the client's
// `revision` id and answers a resend of that id as it did the first time: exactly once. Only the last wish for a
// rating waits (queue-latest.ts); each wish carries a fresh revision id, so a newer wish that replaces an item
// whose answer was lost is filed as the new edit it is, not answered as the old one.
import { ERROR_CODES } from '@/domain/error-codes';
import { RATING_EDIT_ITEM, RATING_GONE } from '@/domain/own-ratings';
import { newRecordId } from '@/domain/record-id';
import type { AppDB, OutboxItem } from '@/lib/db/app-db';
import { requestStatus, responseMessage } from '@/lib/pocketbase/request-error';
import { defineKind } from '../outbox-kind';
import { classifyStateError, type Refused } from '../outbox-transport';
import { queueLatest } from '../queue-latest';

export interface RatingEditPayload {
  collection: string;
  rating: string;
  /** The edit's client id (15 × [a-z0-9]): the server's key for exactly once. */
  revision: string;
  answers: Record<string, unknown>;
}

export function ratingEditPayloadOf(item: OutboxItem): RatingEditPayload | undefined {
  if (item.kind !== 'rating-edit') return undefined;
  const { collection, rating, revision, answers } = item.payload;
  if (typeof collection !== 'string' || typeof rating !== 'string' || typeof answers !== 'object' || answers === null)
    return undefined;
  return {
    collection,
    rating,
    revision: typeof revision === 'string' ? revision : item.id,
    answers: answers as Record<string, unknown>,
  };
}

/** Queues the edit: it replaces a waiting edit of the same rating. Returns the item's id. */
export function queueRatingEdit(
  db: AppDB,
  userId: string,
  edit: { collection: string; rating: string; answers: Record<string, unknown> },
  now: number,
  label?: string,
): Promise<string> {
  const payload: RatingEditPayload = { ...edit, answers: { ...edit.answers }, revision: newRecordId() };
  const wish = { userId, kind: 'rating-edit', collection: RATING_EDIT_ITEM, payload: { ...payload }, label };
  return queueLatest(
    db,
    wish,
    (i) => {
      const p = ratingEditPayloadOf(i);
      return p?.collection === edit.collection && p.rating === edit.rating;
    },
    now,
  );
}

/**
 * An edit's refusal: 404 (gone, or not the caller's) is final, named on `rating`; a body too large (413) is the
 * content's fault, named on `review`; 400 field codes are correctable; 401/403 ask for a sign-in; the rest retries.
 */
export function classifyRatingEditError(error: unknown): Refused {
  const status = requestStatus(error);
  if (status === 404) return { kind: 'invalid', fields: { rating: RATING_GONE }, message: responseMessage(error) };
  if (status === 413)
    return { kind: 'invalid', fields: { review: ERROR_CODES.MAX_TEXT }, message: responseMessage(error) };
  return classifyStateError(error);
}

export const RATING_EDIT_KIND = defineKind<Record<string, unknown>>({
  name: 'rating-edit',
  accountTables: [],
  async send(item, token, transport) {
    const edit = ratingEditPayloadOf(item);
    if (!edit) return { kind: 'invalid', fields: { rating: RATING_GONE }, message: '' };
    const path = `/api/rayek/ratings/${encodeURIComponent(edit.collection)}/${encodeURIComponent(edit.rating)}/edit`;
    const result = await transport.post<Record<string, unknown>>(
      path,
      { ...edit.answers, revision: edit.revision },
      token,
      classifyRatingEditError,
    );
    return result.kind === 'answered' ? { kind: 'delivered', answer: result.answer } : result;
  },
  async deliver(db, item) {
    await db.transaction('rw', db.outbox, async () => {
      // A newer wish written into this item after the engine read it (before it was marked as sending) was not
      // sent: the item stays, to go next with its own revision id.
      const current = await db.outbox.get(item.id);
      if (current && current.payload.revision !== item.payload.revision)
        await db.outbox.update(item.id, { state: 'waiting' });
      else await db.outbox.delete(item.id);
    });
  },
});
