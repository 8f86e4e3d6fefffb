// How every account request reaches PocketBase: the SDK loaded on first use, a timeout, no auto-cancellation,
// and failures turned into AuthRequestError (status and field codes, never the server's English message).
// auth-api.ts and the account settings requests build on it. The session refresh's request is here too: the
// session tab loads it, and auth-api.ts imports that tab, so the refresh stays out of auth-api.ts.
import type { ServerFailure } from '@/domain/auth-errors';
import { COLLECTIONS } from '@/domain/collections';
import { getPocketBase } from '@/lib/pocketbase/client';
import { fieldCodes, requestStatus } from '@/lib/pocketbase/request-error';
import { toSessionUser, type SessionUser } from './session-store';
import type { RefreshAnswer } from './session-sync';

/** A request that never answers is worse than a clear "no connection": give up after this long. */
const REQUEST_TIMEOUT_MS = 20_000;

export class AuthRequestError extends Error {
  readonly failure: ServerFailure;
  /** Where lib/pocketbase/request-error.ts reads the status of any failed request. */
  readonly status: number;
  constructor(failure: ServerFailure) {
    super(`Account request failed (${failure.status})`);
    this.failure = failure;
    this.status = failure.status;
  }
}

function toFailure(error: unknown): ServerFailure {
  const codes = Object.entries(fieldCodes(error)).map(([field, code]) => [field, { code }]);
  return { status: requestStatus(error), data: codes.length > 0 ? Object.fromEntries(codes) : undefined };
}

// `requestKey: null`: two different requests to the same endpoint must not cancel each other (the SDK's
// auto-cancellation); the timeout turns a hanging connection into a status-0 failure.
export const options = () => ({ requestKey: null, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

export async function request<T>(run: (pb: Awaited<ReturnType<typeof getPocketBase>>) => Promise<T>): Promise<T> {
  // Offline, say so at once instead of waiting for the browser to give up.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new AuthRequestError({ status: 0 });
  let pb: Awaited<ReturnType<typeof getPocketBase>>;
  try {
    pb = await getPocketBase();
  } catch {
    throw new AuthRequestError({ status: 0 });
  }
  try {
    return await run(pb);
  } catch (error) {
    throw new AuthRequestError(toFailure(error));
  }
}

export function sessionUserOf(record: unknown): SessionUser {
  const user = toSessionUser(record);
  if (!user) throw new AuthRequestError({ status: 500 });
  return user;
}

export type AuthAnswer = { token?: unknown; record?: unknown };

/**
 * The token and record of an auth answer. The SDK answers {} when the body could not be read (a page unloading
 * mid-answer): that is no answer, and storing it, as the SDK's own auth methods do, would sign every tab out.
 */
export function sessionOf(answer: AuthAnswer): { token: string; record: unknown } {
  if (typeof answer.token !== 'string' || !answer.token) throw new AuthRequestError({ status: 0 });
  return { token: answer.token, record: answer.record };
}

/** The refresh request for one token, without touching the stored session (session-sync.ts decides that). */
export async function askRefresh(token: string): Promise<RefreshAnswer> {
  try {
    const answer = await request((pb) =>
      pb.send<AuthAnswer>(`/api/collections/${COLLECTIONS.users}/auth-refresh`, {
        method: 'POST',
        // This token, not whatever the SDK finds stored when the request leaves: another tab may change it.
        headers: { Authorization: token },
        ...options(),
      }),
    );
    return { kind: 'refreshed', ...sessionOf(answer) };
  } catch (error) {
    // 401/403/404: the account was deleted or the token revoked. Anything else is no answer.
    const status = error instanceof AuthRequestError ? error.failure.status : 0;
    if (status === 401 || status === 403 || status === 404) return { kind: 'refused', error };
    throw error;
  }
}
