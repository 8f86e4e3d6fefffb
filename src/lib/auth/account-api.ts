// The account settings requests of the /account page (docs/api.md "Accounts"): name, password, e-mail change,
// the data download, deletion, and the account's language. Failures come out as AuthRequestError (status and
// field codes) like every account request. Changes to the users record go through `send`, not the SDK's
// `update`, which would store the answer in its own auth store behind session-tab.ts's back.
import { PUBLISHED_MAIL_ON_FIELD, REFUSED_MAIL_OFF_FIELD } from '@/domain/decision-mails';
import { NEW_RATING_MAIL_OFF_FIELD } from '@/domain/professors';
import { exportFileName } from '@/domain/account-export';
import type { Language } from '@/domain/languages';
import { COLLECTIONS } from '@/domain/collections';
import { signIn } from './auth-api';
import { AuthRequestError, options, request } from './auth-request';
import { useSession, type SessionUser } from './session-store';
import { sessionTab } from './session-tab';

const recordPath = (id: string) => `/api/collections/${COLLECTIONS.users}/records/${encodeURIComponent(id)}`;

/** PATCHes the signed-in account's own record and shows the answer in every tab (the session stays). */
async function updateOwnRecord(userId: string, body: Record<string, unknown>): Promise<void> {
  const record = await request((pb) => pb.send<unknown>(recordPath(userId), { method: 'PATCH', body, ...options() }));
  sessionTab.updateRecord(record);
}

export function changeName(userId: string, name: string): Promise<void> {
  return updateOwnRecord(userId, { name });
}

export function changeLanguage(userId: string, language: Language): Promise<void> {
  return updateOwnRecord(userId, { language });
}

/** A professor's choice of the e-mail about each new rating of their profile (stored inverted: "off"). */
export function changeNewRatingMail(userId: string, send: boolean): Promise<void> {
  return updateOwnRecord(userId, { [NEW_RATING_MAIL_OFF_FIELD]: !send });
}

/** A student's choice of an e-mail about moderators' decisions (refusals are sent unless off: stored as "off"). */
export function changeDecisionMail(userId: string, which: 'refused' | 'published', send: boolean): Promise<void> {
  return updateOwnRecord(
    userId,
    which === 'refused' ? { [REFUSED_MAIL_OFF_FIELD]: !send } : { [PUBLISHED_MAIL_ON_FIELD]: send },
  );
}

export interface PasswordChange {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

/** Why the password changed but this device is signed out: signing in again with the new one failed. */
export class SignInAgainNeeded extends Error {
  constructor(readonly cause: unknown) {
    super('The password changed; signing in again failed');
  }
}

/**
 * Changes the password. PocketBase then refuses every token of the account, this one included, so the app
 * signs in again at once with the new password: the user stays signed in. If that sign-in fails (the
 * connection dropped in between), the old session is worthless: it is ended, and SignInAgainNeeded says so.
 */
export async function changePassword(user: SessionUser, change: PasswordChange): Promise<SessionUser> {
  await request((pb) => pb.send(recordPath(user.id), { method: 'PATCH', body: { ...change }, ...options() }));
  try {
    return await signIn({ email: user.email, password: change.password });
  } catch (error) {
    if (useSession.getState().user?.id === user.id) sessionTab.signOut();
    throw new SignInAgainNeeded(error);
  }
}

/** Asks for the link that changes the address (sent to the new one; 204 whether or not it is taken). */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await request((pb) =>
    pb.send(`/api/collections/${COLLECTIONS.users}/request-email-change`, {
      method: 'POST',
      body: { newEmail },
      ...options(),
    }),
  );
}

/** Deletes the account for good (the password is the confirmation; the server checks it). */
export async function deleteAccount(password: string): Promise<void> {
  await request((pb) => pb.send('/api/rayek/account/delete', { method: 'POST', body: { password }, ...options() }));
}

export interface AccountExport {
  blob: Blob;
  /** The name the server gives the file (Content-Disposition), or a dated default. */
  fileName: string;
}

/**
 * This account's data as the server exports it. The SDK reads every answer as JSON and drops its headers, so
 * this one is fetched directly, with the session's token, never from the HTTP cache.
 */
export async function exportAccountData(): Promise<AccountExport> {
  return request(async () => {
    const response = await fetch('/api/rayek/account/export', {
      headers: { Authorization: useSession.getState().token },
      cache: 'no-store',
      signal: options().signal,
    });
    if (!response.ok) throw new AuthRequestError({ status: response.status });
    return {
      blob: await response.blob(),
      fileName: exportFileName(response.headers.get('Content-Disposition'), new Date()),
    };
  });
}
