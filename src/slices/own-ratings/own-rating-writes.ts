// The author's edits and withdrawals of their rating, from the pages that show it: both go through the outbox
// (lib/outbox/kinds/rating-edit-kind.ts, rating-withdraw-kind.ts), so they are offline-capable and sent once.
import { EDITABLE_ANSWERS } from '@/domain/ratings';
import { useSession } from '@/lib/auth/session-store';
import { appDb } from '@/lib/db/app-db';
import { syncOutbox } from '@/lib/outbox/outbox';
import { queueRatingEdit } from '@/lib/outbox/kinds/rating-edit-kind';
import { queueRatingWithdraw } from '@/lib/outbox/kinds/rating-withdraw-kind';
import type { OwnRating, OwnRatingKind } from './use-own-ratings';

/** The answers an edit starts from: the waiting edit's when there is one, else the rating's approved ones. */
export function editStartAnswers(rating: Pick<OwnRating, 'answers' | 'revision'>): Record<string, unknown> {
  const waiting = rating.revision?.status === 'PENDING_APPROVAL' ? rating.revision.answers : null;
  return { ...rating.answers, ...(waiting ?? {}) };
}

/** What a rating form needs to edit instead of create: the rating and the answers to start from. */
export interface OwnRatingEdit {
  rating: string;
  answers: Record<string, unknown>;
  /** An instructor rating's course: fixed (another course is another rating), shown but not edited. */
  course?: string;
}

/** The answers among `keys` (a form's fields), for its initial values. */
export function pickAnswers(answers: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.filter((key) => key in answers && answers[key] !== undefined).map((key) => [key, answers[key]]),
  );
}

function signedIn(): string {
  const user = useSession.getState().user;
  if (!user) throw new Error('Own ratings are changed signed in.');
  return user.id;
}

/** A form's `queue` for an edit of `rating`: the form's checked payload, cut to the editable answers. */
export function ratingEditQueue(collection: OwnRatingKind, rating: string) {
  return async (payload: Record<string, unknown>, label: string | undefined): Promise<string> => {
    const editable: readonly string[] = EDITABLE_ANSWERS[collection];
    const answers = Object.fromEntries(editable.filter((key) => key in payload).map((key) => [key, payload[key]]));
    const id = await queueRatingEdit(appDb(), signedIn(), { collection, rating, answers }, Date.now(), label);
    void syncOutbox();
    return id;
  };
}

/** Withdraws the rating: discarded on this device when its create never left it, else queued for the server. */
export async function withdrawOwnRating(
  collection: OwnRatingKind,
  rating: string,
  label?: string,
): Promise<'discarded' | 'queued'> {
  const outcome = await queueRatingWithdraw(appDb(), signedIn(), { collection, rating }, Date.now(), label);
  if (outcome === 'queued') void syncOutbox();
  return outcome;
}
