// An author's withdrawal of their rating in the outbox (docs/outbox.md "Edits and withdrawals"):
// DELETE /api/rayek/contributions/{collection}/{id} (docs/api.md "Own ratings"). Deleting is idempotent: a second
// withdrawal finds nothing and answers 404, which is delivered too. A rating whose create has not left this device
// is not sent at all: its create and its waiting edits are discarded here.
import { ERROR_CODES } from '@/domain/error-codes';
import { RATING_GONE, RATING_WITHDRAW_ITEM } from '@/domain/own-ratings';
import { newRecordId } from '@/domain/record-id';
import type { AppDB, OutboxItem } from '@/lib/db/app-db';
import { fieldCodes, requestStatus, responseMessage } from '@/lib/pocketbase/request-error';
import { defineKind } from '../outbox-kind';
import { classifyStateError, type Refused } from '../outbox-transport';
import { ratingEditPayloadOf } from './rating-edit-kind';

export interface RatingWithdrawPayload {
  collection: string;
  rating: string;
}

export function ratingWithdrawPayloadOf(item: OutboxItem): RatingWithdrawPayload | undefined {
  if (item.kind !== 'rating-withdraw') return undefined;
  const { collection, rating } = item.payload;
  return typeof collection === 'string' && typeof rating === 'string' ? { collection, rating } : undefined;
}

/**
 * Withdraws the account's rating: when its create still waits on this device (not being sent), the create and
 * the rating's waiting edits are removed and nothing is sent ('discarded'); otherwise the rating's edits not in
 * flight are dropped and the withdrawal is queued ('queued'), once per rating.
 */
export async function queueRatingWithdraw(
  db: AppDB,
  userId: string,
  target: RatingWithdrawPayload,
  now: number,
  label?: string,
): Promise<'discarded' | 'queued'> {
  return db.transaction('rw', db.outbox, async () => {
    const mine = await db.outbox.where('userId').equals(userId).toArray();
    const edits = mine.filter((i) => {
      const edit = ratingEditPayloadOf(i);
      return edit?.collection === target.collection && edit.rating === target.rating && i.state !== 'sending';
    });
    await db.outbox.bulkDelete(edits.map((i) => i.id));
    const create = mine.find(
      (i) => i.kind === undefined && i.collection === target.collection && i.id === target.rating,
    );
    if (create && create.state !== 'sending') {
      await db.outbox.delete(create.id);
      return 'discarded';
    }
    const queued = mine.some((i) => {
      const w = ratingWithdrawPayloadOf(i);
      return w?.collection === target.collection && w.rating === target.rating;
    });
    if (!queued) {
      const item: OutboxItem = {
        id: newRecordId(),
        kind: 'rating-withdraw',
        collection: RATING_WITHDRAW_ITEM,
        payload: { ...target },
        state: 'waiting',
        userId,
        // After anything about this rating already waiting (its create in flight, an edit in flight).
        createdAt: Math.max(now, ...mine.map((i) => i.createdAt + 1)),
        attempts: 0,
        nextAttemptAt: now,
      };
      if (label) item.label = label;
      await db.outbox.add(item);
    }
    return 'queued';
  });
}

/**
 * A withdrawal's refusal: 404 (already gone) is delivered, read as an answer; `status: validation_already_decided`
 * is final; the rest as for a state.
 */
export function classifyWithdrawError(error: unknown): Refused | { kind: 'gone' } {
  const status = requestStatus(error);
  if (status === 404) return { kind: 'gone' };
  const fields = fieldCodes(error);
  if (status === 400 && fields.status === ERROR_CODES.ALREADY_DECIDED)
    return { kind: 'invalid', fields, message: responseMessage(error) };
  return classifyStateError(error);
}

/**
 * Delivered: the item leaves the outbox, and the mirror forgets the rating and every list answer that named it,
 * so the record page shows it no more and asks the server again for its lists.
 */
export async function deliverWithdraw(db: AppDB, item: OutboxItem): Promise<void> {
  const target = ratingWithdrawPayloadOf(item);
  await db.transaction('rw', [db.outbox, db.records, db.queries], async () => {
    await db.outbox.delete(item.id);
    if (!target) return;
    await db.records.delete([target.collection, target.rating]);
    await db.queries
      .where('collection')
      .equals(target.collection)
      .filter((query) => query.ids.includes(target.rating))
      .delete();
  });
}

export const RATING_WITHDRAW_KIND = defineKind<null>({
  name: 'rating-withdraw',
  accountTables: [],
  async send(item, token, transport) {
    const target = ratingWithdrawPayloadOf(item);
    if (!target) return { kind: 'invalid', fields: { rating: RATING_GONE }, message: '' };
    const path = `/api/rayek/contributions/${encodeURIComponent(target.collection)}/${encodeURIComponent(target.rating)}`;
    const result = await transport.remove(path, token, classifyWithdrawError);
    if (result.kind === 'answered' || result.kind === 'gone') return { kind: 'delivered', answer: null };
    return result;
  },
  deliver: deliverWithdraw,
});
