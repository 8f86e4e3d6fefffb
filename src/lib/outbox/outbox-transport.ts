// How an outbox request reaches the server, and what a failed one means for the outbox. `classifySendError` is
// pure (unit-tested); `pocketBaseTransport` is the real transport over the SDK. Which request a kind makes, and
// its own refusals, are the kind's (outbox-kind.ts, kinds/).
import { ERROR_CODES } from '@/domain/error-codes';
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

export type Refused = Exclude<SendResult, { kind: 'created' } | { kind: 'duplicate' }>;
export type PostResult<A> = { kind: 'answered'; answer: A } | Refused;

export interface OutboxTransport {
  /** Creates the record as the account whose `token` this is (the item's author, checked by the engine). */
  create(collection: string, body: Record<string, unknown>, token: string): Promise<SendResult>;
  /**
   * Posts a state to an idempotent route (`path`, e.g. a vote) as that account: the route's answer, or its
   * failure as `refusal` reads it.
   */
  post<A>(
    path: string,
    body: Record<string, unknown>,
    token: string,
    refusal: (error: unknown) => Refused,
  ): Promise<PostResult<A>>;
  /** Deletes at an idempotent route (`path`, e.g. a withdrawal) as that account; its failure as `refusal` reads it. */
  remove<R extends { kind: string }>(
    path: string,
    token: string,
    refusal: (error: unknown) => R,
  ): Promise<{ kind: 'answered' } | R>;
}

/** A state route's failure that its kind does not read itself: as for a create, a success-like code retried. */
export function classifyStateError(error: unknown): Refused {
  const result = classifySendError(error);
  return result.kind === 'created' || result.kind === 'duplicate' ? { kind: 'retry', reason: 'server' } : result;
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

/**
 * The real transport: a create with the client id, under the given token. Never under the SDK's stored one:
 * another tab may sign in as someone else between the engine's check and the request, and the item would
 * then be created in that account's name.
 */
export const pocketBaseTransport: OutboxTransport = {
  async create(collection, body, token) {
    const pb = await getPocketBase();
    try {
      // requestKey null: the SDK must never auto-cancel an outbox request because another one looks alike.
      const headers = { Authorization: token };
      const record = await pb
        .collection(collection)
        .create(body, { headers, requestKey: null, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      return { kind: 'created', record: { ...record } };
    } catch (error) {
      return classifySendError(error);
    }
  },
  async post<A>(
    path: string,
    body: Record<string, unknown>,
    token: string,
    refusal: (error: unknown) => Refused,
  ): Promise<PostResult<A>> {
    try {
      const pb = await getPocketBase();
      const answer = await pb.send<A>(path, {
        method: 'POST',
        body,
        headers: { Authorization: token },
        requestKey: null,
        // Per account: never from (or into) the browser's HTTP cache.
        cache: 'no-store',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      return { kind: 'answered', answer };
    } catch (error) {
      return refusal(error);
    }
  },
  async remove<R extends { kind: string }>(
    path: string,
    token: string,
    refusal: (error: unknown) => R,
  ): Promise<{ kind: 'answered' } | R> {
    try {
      const pb = await getPocketBase();
      await pb.send(path, {
        method: 'DELETE',
        headers: { Authorization: token },
        requestKey: null,
        cache: 'no-store',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      return { kind: 'answered' };
    } catch (error) {
      return refusal(error);
    }
  },
};
