// Every account request to PocketBase, in one place: sign in, sign up, verification, refresh, sign out.
// Failures come out as AuthRequestError with the parts the domain maps to texts (status, field codes), so
// no caller ever shows the server's English message. The SDK loads on first use (getPocketBase).
import type { ServerFailure } from '@/domain/auth-errors';
import type { SignInInput, SignUpInput } from '@/domain/auth-schemas';
import { getPocketBase } from '@/lib/pocketbase/client';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { fieldCodes, requestStatus } from '@/lib/pocketbase/request-error';
import { toSessionUser, useSession, type SessionUser } from './session-store';
import type { RefreshAnswer } from './session-sync';
import { sessionTab } from './session-tab';
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

type AuthAnswer = { token?: unknown; record?: unknown };

/**
 * The token and record of an auth answer. The SDK answers {} when the body could not be read (a page unloading
 * mid-answer): that is no answer, and storing it, as the SDK's own auth methods do, would sign every tab out.
 */
function sessionOf(answer: AuthAnswer): { token: string; record: unknown } {
  if (typeof answer.token !== 'string' || !answer.token) throw new AuthRequestError({ status: 0 });
  return { token: answer.token, record: answer.record };
}

/** Signs in and stores the session for every tab (the user's latest choice replaces any other session). */
export async function signIn({ email, password }: SignInInput): Promise<SessionUser> {
  const answer = await request((pb) =>
    pb.send<AuthAnswer>(`/api/collections/${COLLECTIONS.users}/auth-with-password`, {
      method: 'POST',
      body: { identity: email, password },
      ...options(),
    }),
  );
  const session = sessionOf(answer);
  const user = sessionUserOf(session.record);
  sessionTab.signIn(session.token, session.record);
  return user;
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

/**
 * Asks the server for a fresh token and user record (e.g. the `verified` flag just changed), one request
 * for all tabs at a time. A refusal ends the session; no answer keeps it. Resolves with the account stored
 * afterwards, which is another tab's if it signed in meanwhile.
 */
export async function refreshSession(): Promise<SessionUser | null> {
  return (await sessionTab.refresh()).user;
}
