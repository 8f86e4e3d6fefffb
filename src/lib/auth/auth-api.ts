// Every account request to PocketBase, in one place: sign in, sign up, verification, refresh, sign out.
// Failures come out as AuthRequestError with the parts the domain maps to texts (status, field codes), so
// no caller ever shows the server's English message. The SDK loads on first use (getPocketBase).
import type { ServerFailure } from '@/domain/auth-errors';
import type { SignInInput, SignUpInput } from '@/domain/auth-schemas';
import { getPocketBase } from '@/lib/pocketbase/client';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { fieldCodes, requestStatus } from '@/lib/pocketbase/request-error';
import { toSessionUser, useSession, type SessionUser } from './session-store';
import { signOut } from './sign-out';
import { recordVerificationSent } from './verification-sent';

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
const options = () => ({ requestKey: null, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

async function request<T>(run: (pb: Awaited<ReturnType<typeof getPocketBase>>) => Promise<T>): Promise<T> {
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

function sessionUserOf(record: unknown): SessionUser {
  const user = toSessionUser(record);
  if (!user) throw new AuthRequestError({ status: 500 });
  return user;
}

export async function signIn({ email, password }: SignInInput): Promise<SessionUser> {
  const answer = await request((pb) => pb.collection(COLLECTIONS.users).authWithPassword(email, password, options()));
  return sessionUserOf(answer.record);
}

/** Creates the account (signing in and the verification e-mail are separate steps). */
export async function createAccount(input: SignUpInput): Promise<void> {
  await request((pb) =>
    pb.collection(COLLECTIONS.users).create(
      { name: input.name, email: input.email, password: input.password, passwordConfirm: input.passwordConfirm },
      options(),
    ),
  );
}

/**
 * Asks for a (new) verification e-mail and remembers when, for the 60-second wait between two. Signed in,
 * through Rayek's own route (pb_hooks/35_verification_resend.pb.js: 60 s wait, send failures reported);
 * PocketBase's public request-verification is the fallback for an address without a session.
 */
export async function requestVerification(email: string): Promise<void> {
  const session = useSession.getState();
  const own = session.user !== null && session.user.email.toLowerCase() === email.toLowerCase();
  await request((pb) =>
    own
      ? pb.send('/api/rayek/verification/resend', { method: 'POST', ...options() })
      : pb.collection(COLLECTIONS.users).requestVerification(email, options()),
  );
  recordVerificationSent(email, Date.now());
}

/** Confirms the token of a verification link. */
export async function confirmVerification(token: string): Promise<void> {
  await request((pb) => pb.collection(COLLECTIONS.users).confirmVerification(token, options()));
}

/**
 * Asks the server for a fresh token and user record (e.g. the `verified` flag just changed). A refusal
 * (401/403/404: the account was deleted or the token revoked) ends the session; no answer keeps it.
 */
export async function refreshSession(): Promise<SessionUser | null> {
  if (!useSession.getState().token) return null;
  try {
    const answer = await request((pb) => pb.collection(COLLECTIONS.users).authRefresh(options()));
    return sessionUserOf(answer.record);
  } catch (error) {
    const status = error instanceof AuthRequestError ? error.failure.status : 0;
    if (status === 401 || status === 403 || status === 404) signOut();
    throw error;
  }
}
