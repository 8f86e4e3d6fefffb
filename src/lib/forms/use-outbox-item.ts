// What became of a form's submission, read live from the outbox table: the confirmation page follows the
// item from "waiting" to delivered (the engine removes delivered items) or to "failed" with the server's codes.
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { serverErrorMessage } from '@/domain/schemas/server-errors';
import type { FormError } from '@/domain/schemas/form-errors';
import { refusalOf, type Refusal } from '@/domain/schemas/refusal';
import { appDb } from '@/lib/db/app-db';

export type DeliveryState =
  | { state: 'unknown' }
  | { state: 'waiting' | 'sending' }
  | { state: 'delivered' }
  | { state: 'failed'; errors: FormError[]; refusal: Refusal };

export function useOutboxItem(id: string | undefined): DeliveryState {
  const item = useLiveQuery(async () => (id ? ((await appDb().outbox.get(id)) ?? null) : undefined), [id]);
  // undefined: not read yet; null: no longer in the outbox. The form only asks after enqueue() resolved, so
  // an item that is gone was delivered.
  if (item === undefined) return { state: 'unknown' };
  if (item === null) return { state: 'delivered' };
  if (item.state !== 'failed') return { state: item.state };
  const fields = item.error?.fields ?? {};
  const errors = Object.entries(fields).map(([field, code]) => serverErrorMessage(field, code));
  return { state: 'failed', errors, refusal: refusalOf(fields) };
}
