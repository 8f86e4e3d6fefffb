// The requests behind the e-mailed account links: asking for a password reset link, setting the new password
// with it, reading and confirming an e-mail change's link (Rayek's own routes: its token is opaque). Sent with
// `pb.send`, not the SDK's record helpers: those clear the SDK's stored session on success, and only
// session-tab.ts may end or replace a session. Failures come out as AuthRequestError (status and field codes;
// domain/account-link-errors.ts says them).
import type PocketBase from 'pocketbase';
import { COLLECTIONS } from '@/domain/collections';
import { options, request } from './auth-request';

const usersPath = `/api/collections/${COLLECTIONS.users}`;

/** PocketBase answers 204 whether or not the address has an account, and sends the e-mail only if it has. */
export async function requestPasswordReset(email: string): Promise<void> {
  await request((pb) =>
    pb.send(`${usersPath}/request-password-reset`, { method: 'POST', body: { email }, ...options() }),
  );
}

/** Sets the account's new password; every session of the account ends with it (its token key changes). */
export async function confirmPasswordReset(token: string, password: string, passwordConfirm: string): Promise<void> {
  await request((pb) =>
    pb.send(`${usersPath}/confirm-password-reset`, {
      method: 'POST',
      body: { token, password, passwordConfirm },
      ...options(),
    }),
  );
}

/**
 * The address an e-mail change's link moves the account to; refused (400 on `token`) once the link is used,
 * expired or replaced. Asked through the private query (its failures read by lib/pocketbase/request-error.ts).
 */
export async function emailChangeTarget(pb: PocketBase, token: string): Promise<string> {
  const answer = await pb.send<{ newEmail?: unknown }>('/api/rayek/email-change/check', {
    method: 'POST',
    body: { token },
    requestKey: null,
    cache: 'no-store',
  });
  return typeof answer.newEmail === 'string' ? answer.newEmail : '';
}

/** Moves the account to the link's new address; the server asks for the account's password to do it. */
export async function confirmEmailChange(token: string, password: string): Promise<void> {
  await request((pb) =>
    pb.send('/api/rayek/email-change/confirm', {
      method: 'POST',
      body: { token, password },
      cache: 'no-store',
      ...options(),
    }),
  );
}
