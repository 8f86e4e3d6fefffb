// The requests behind the e-mailed account links: asking for a password reset link, setting the new password
// with it, confirming an e-mail change. Sent with `pb.send`, not the SDK's record helpers: those clear the
// SDK's stored session on success (confirmEmailChange), and only session-tab.ts may end or replace a session.
// Failures come out as AuthRequestError (status and field codes; domain/account-link-errors.ts says them).
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { options, request } from './auth-request';

const usersPath = `/api/collections/${COLLECTIONS.users}`;

/** PocketBase answers 204 whether or not the address has an account, and sends the e-mail only if it has. */
export async function requestPasswordReset(email: string): Promise<void> {
  await request((pb) => pb.send(`${usersPath}/request-password-reset`, { method: 'POST', body: { email }, ...options() }));
}

/** Sets the account's new password; every session of the account ends with it (its token key changes). */
export async function confirmPasswordReset(token: string, password: string, passwordConfirm: string): Promise<void> {
  await request((pb) =>
    pb.send(`${usersPath}/confirm-password-reset`, { method: 'POST', body: { token, password, passwordConfirm }, ...options() }),
  );
}

/** Moves the account to the token's new address; PocketBase asks for the account's password to do it. */
export async function confirmEmailChange(token: string, password: string): Promise<void> {
  await request((pb) => pb.send(`${usersPath}/confirm-email-change`, { method: 'POST', body: { token, password }, ...options() }));
}
