// Every account request to PocketBase, in one place: sign in, sign up, verification, sign out (the session
// refresh's own request is in auth-request.ts).
// Failures come out as AuthRequestError with the parts the domain maps to texts (status, field codes), so
// no caller ever shows the server's English message. The SDK loads on first use (getPocketBase).
import type { SignInInput, SignUpInput } from '@/domain/auth-schemas';
import type { Language } from '@/domain/languages';
import { COLLECTIONS } from '@/domain/collections';
import { useSession, type SessionUser } from './session-store';
import { options, request, sessionOf, sessionUserOf, type AuthAnswer } from './auth-request';
import { sessionTab } from './session-tab';
import { recordVerificationSent } from './verification-sent';

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

/**
 * Creates the account (signing in and the verification e-mail are separate steps), in the interface language:
 * the language of its e-mails, the verification one first.
 */
export async function createAccount(input: SignUpInput, language: Language): Promise<void> {
  await request((pb) =>
    pb.collection(COLLECTIONS.users).create(
      {
        name: input.name,
        email: input.email,
        password: input.password,
        passwordConfirm: input.passwordConfirm,
        language,
      },
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
 * Asks the server for a fresh token and user record (e.g. the `verified` flag just changed), one request
 * for all tabs at a time. A refusal ends the session; no answer keeps it. Resolves with the account stored
 * afterwards, which is another tab's if it signed in meanwhile.
 */
export async function refreshSession(): Promise<SessionUser | null> {
  return (await sessionTab.refresh()).user;
}
