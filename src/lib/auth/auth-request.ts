// How every account request reaches PocketBase: the SDK loaded on first use, a timeout, no auto-cancellation,
// and failures turned into AuthRequestError (status and field codes, never the server's English message).
// auth-api.ts and the account settings requests build on it.
import type { ServerFailure } from '@/domain/auth-errors';
import { getPocketBase } from '@/lib/pocketbase/client';
import { fieldCodes, requestStatus } from '@/lib/pocketbase/request-error';
import { toSessionUser, type SessionUser } from './session-store';

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
