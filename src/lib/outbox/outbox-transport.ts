// How one outbox item goes to the server, and what the answer means for the outbox. `classifySendError`
// is pure (unit-tested); `pocketBaseTransport` is the real transport over the SDK.
import { ERROR_CODES } from '@contract/error-codes.js';
import { REPLY_RATING_COLLECTION } from '@contract/professors.js';
import { getPocketBase } from '@/lib/pocketbase/client';
import { REPLY_TARGET_GONE } from '@/domain/professors';
import { VOTE_TARGET_GONE } from '@/domain/votes';
import { fieldCodes, requestFailure, requestStatus, responseMessage } from '@/lib/pocketbase/request-error';
import type { ReplyPayload } from '@/lib/professors/reply-outbox';
import type { VoteAnswer, VotePayload } from '@/lib/votes/vote-outbox';

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

type Refused = Exclude<SendResult, { kind: 'created' } | { kind: 'duplicate' }>;
export type VoteResult = { kind: 'voted'; answer: VoteAnswer } | Refused;
export type ReplyResult = { kind: 'replied'; answer: Record<string, unknown> } | Refused;

export interface OutboxTransport {
  /** Creates the record as the account whose `token` this is (the item's author, checked by the engine). */
  create(collection: string, body: Record<string, unknown>, token: string): Promise<SendResult>;
  /** Sets the account's helpful vote on a rating (idempotent: sending it again changes nothing). */
  vote(vote: VotePayload, token: string): Promise<VoteResult>;
  /** Sets the account's reply to a rating of its profile (idempotent like a vote). */
  reply(reply: ReplyPayload, token: string): Promise<ReplyResult>;
}

/**
 * A vote's refusal: 404 (the rating is gone, hidden or not published) is final for that vote, named on `rating`
 * so the outbox shows it like other refusals; anything else reads as for a create.
 */
export function classifyVoteError(error: unknown): VoteResult {
  if (requestStatus(error) === 404) return { kind: 'invalid', fields: { rating: VOTE_TARGET_GONE }, message: responseMessage(error) };
  const result = classifySendError(error);
  return result.kind === 'created' || result.kind === 'duplicate' ? { kind: 'retry', reason: 'server' } : result;
}

/**
 * A reply's refusal: 404 (the rating is gone, hidden or not published) is final, named on `rating`; a 403
 * naming `rating` (not the profile's professor) is the content's refusal, final too, not the session's; the
 * rest reads as for a create.
 */
export function classifyReplyError(error: unknown): ReplyResult {
  const status = requestStatus(error);
  if (status === 404) return { kind: 'invalid', fields: { rating: REPLY_TARGET_GONE }, message: responseMessage(error) };
  const fields = fieldCodes(error);
  if (status === 403 && fields.rating === ERROR_CODES.NOT_PROFILE_OWNER) return { kind: 'invalid', fields, message: responseMessage(error) };
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

/** A state sent to its idempotent route (a vote, a reply) as the given account, never from the HTTP cache. */
async function postState<T>(path: string, body: Record<string, unknown>, token: string): Promise<T> {
  const pb = await getPocketBase();
  return pb.send<T>(path, {
    method: 'POST',
    body,
    headers: { Authorization: token },
    requestKey: null,
    cache: 'no-store',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
}

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
      const record = await pb.collection(collection).create(body, { headers, requestKey: null, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      return { kind: 'created', record: { ...record } };
    } catch (error) {
      return classifySendError(error);
    }
  },
  async vote({ collection, rating, value }, token) {
    try {
      const answer = await postState<VoteAnswer>(`/api/rayek/ratings/${encodeURIComponent(collection)}/${encodeURIComponent(rating)}/vote`, { value }, token);
      return { kind: 'voted', answer };
    } catch (error) {
      return classifyVoteError(error);
    }
  },
  async reply({ rating, body }, token) {
    try {
      const answer = await postState<Record<string, unknown>>(`/api/rayek/ratings/${REPLY_RATING_COLLECTION}/${encodeURIComponent(rating)}/reply`, { body }, token);
      return { kind: 'replied', answer };
    } catch (error) {
      return classifyReplyError(error);
    }
  },
};
