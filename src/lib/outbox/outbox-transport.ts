// How one outbox item goes to the server, and what the answer means for the outbox. `classifySendError`
// is pure (unit-tested); `pocketBaseTransport` is the real transport over the SDK.
import { ERROR_CODES } from '@contract/error-codes.js';
import { getPocketBase } from '@/lib/pocketbase/client';
import { fieldCodes, requestFailure, requestStatus, responseMessage } from '@/lib/pocketbase/request-error';

export type SendResult =
  /** The server created the record now. */
  | { kind: 'created'; record: Record<string, unknown> }
  /** The id exists already: an earlier attempt was committed but its answer was lost. Delivered. */
  | { kind: 'duplicate' }
  /** The server refused the content: the user must edit or discard it. */
  | { kind: 'invalid'; fields: Record<string, string>; message: string }
  /** The session is expired or refused: keep the item and ask the user to sign in again. */
  | { kind: 'unauthorized' }
  /** Worth trying again later: no network, a 5xx, rate limited. */
  | { kind: 'retry'; reason: 'network' | 'server' | 'rate-limited' };

export interface OutboxTransport {
  create(collection: string, body: Record<string, unknown>): Promise<SendResult>;
}

/** Maps an SDK ClientResponseError (or anything thrown by fetch) to what the outbox does next. */
export function classifySendError(error: unknown): SendResult {
  const failure = requestFailure(error);
  if (failure !== 'refused') return { kind: 'retry', reason: failure };
  const status = requestStatus(error);
  if (status === 401 || status === 403) return { kind: 'unauthorized' };
  const fields = fieldCodes(error);
  // PocketBase answers a taken record id with this code on `id` (docs/api.md): the record is there.
  if (fields.id === ERROR_CODES.NOT_UNIQUE) return { kind: 'duplicate' };
  // A 400 naming no field is the createRule refusing the caller: PocketBase treats an invalid or revoked token
  // as a guest, and a guest (or an account no longer verified) may not create. That is the session's fault,
  // not the content's: the item waits for a sign-in instead of being marked failed.
  if (Object.keys(fields).length === 0) return { kind: 'unauthorized' };
  return { kind: 'invalid', fields, message: responseMessage(error) };
}

/**
 * A request that has not answered by then is abandoned and retried like a network failure (same id, so safe
 * even if the server did commit it): a hung connection must not hold the cross-tab lock, and with it every
 * tab's outbox, forever.
 */
export const SEND_TIMEOUT_MS = 30_000;

/** The real transport: a create with the client id, under the SDK's current session. */
export const pocketBaseTransport: OutboxTransport = {
  async create(collection, body) {
    const pb = await getPocketBase();
    try {
      // requestKey null: the SDK must never auto-cancel an outbox request because another one looks alike.
      const record = await pb.collection(collection).create(body, { requestKey: null, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      return { kind: 'created', record: { ...record } };
    } catch (error) {
      return classifySendError(error);
    }
  },
};
