// Helpers of the accounts tests: users made by the superuser (no sign-up rate limit), sessions put straight
// into the browser by impersonation (no sign-in rate limit), and the mail catcher's inbox.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { newDataDir, type StackInfo } from '../support/stack';
import { t, type Language } from '../support/messages';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

/** A PocketBase of a test file's own (the built app, the project's hooks), for a server-wide condition. */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const dataDir = newDataDir('rayek-e2e-accounts-');
  const pb = (await startPocketBase({ port: await freePort(), dataDir, env, exitWithParent: true })) as OwnServer;
  return {
    url: pb.url,
    async stop() {
      await pb.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on. */
export const closedPort = async () => String(await freePort());

export const uniqueEmail = (label: string) => `${label}-${randomBytes(5).toString('hex')}@e2e.rayek.local`;

async function api<T>(stack: StackInfo, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${stack.baseURL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: init.token } : {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

let superuserToken: Promise<string> | undefined;
function superuser(stack: StackInfo): Promise<string> {
  superuserToken ??= api<{ token: string }>(stack, '/api/collections/_superusers/auth-with-password', {
    method: 'POST',
    body: JSON.stringify({ identity: stack.superuser.email, password: stack.superuser.password }),
  }).then((a) => a.token);
  return superuserToken;
}

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

export async function createUser(
  stack: StackInfo,
  { verified, name = 'Test Student', language }: { verified: boolean; name?: string; language?: Language },
): Promise<TestUser> {
  const email = uniqueEmail(verified ? 'verified' : 'unverified');
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const record = await api<{ id: string }>(stack, '/api/collections/users/records', {
    method: 'POST',
    token: await superuser(stack),
    body: JSON.stringify({
      name,
      email,
      password,
      passwordConfirm: password,
      verified,
      ...(language ? { language } : {}),
    }),
  });
  return { id: record.id, name, email, password };
}

/** Sets a user's session in the page's storage as the SDK would after a sign-in (then reload or navigate). */
export async function signInAs(page: Page, stack: StackInfo, user: TestUser): Promise<void> {
  const answer = await api<{ token: string; record: unknown }>(stack, `/api/collections/users/impersonate/${user.id}`, {
    method: 'POST',
    token: await superuser(stack),
    body: JSON.stringify({ duration: 3600 }),
  });
  await page.evaluate(
    (value) => localStorage.setItem('pocketbase_auth', value),
    JSON.stringify({ token: answer.token, record: answer.record }),
  );
}

/** A request as the superuser (who sees every field, `user` relations included). */
export async function asSuperuser<T>(stack: StackInfo, path: string, init: RequestInit = {}): Promise<T> {
  return api<T>(stack, path, { ...init, token: await superuser(stack) });
}

/** A session token of the account, as the server would give it after a sign-in. */
export async function tokenOf(stack: StackInfo, user: { id: string }): Promise<string> {
  const answer = await asSuperuser<{ token: string }>(stack, `/api/collections/users/impersonate/${user.id}`, {
    method: 'POST',
    body: JSON.stringify({ duration: 3600 }),
  });
  return answer.token;
}

export async function setVerified(stack: StackInfo, user: TestUser): Promise<void> {
  await api(stack, `/api/collections/users/records/${user.id}`, {
    method: 'PATCH',
    token: await superuser(stack),
    body: JSON.stringify({ verified: true }),
  });
}

interface Mail {
  to: Array<{ address: string }>;
  subject?: string;
  html?: string;
  text?: string;
}

/** The e-mails the mail catcher received for this address, oldest first. */
export async function mailsTo(stack: StackInfo, email: string): Promise<Mail[]> {
  const res = await fetch(`${stack.mailURL}/api/email`);
  const all = (await res.json()) as Mail[];
  return all.filter((m) => m.to.some((to) => to.address.toLowerCase() === email.toLowerCase()));
}

/** Sends the queued account notices now (the server's rayekAccountNotices job runs once a minute). */
export async function sendAccountNotices(stack: StackInfo): Promise<void> {
  const res = await fetch(`${stack.baseURL}/api/crons/rayekAccountNotices`, {
    method: 'POST',
    headers: { authorization: await superuser(stack) },
  });
  if (!res.ok) throw new Error(`running rayekAccountNotices: ${res.status} ${await res.text()}`);
}

/** The app path of an account link in an e-mail (the e-mail links to the server's own URL): its page and token. */
export function linkPath(mail: Mail, page: 'verify' | 'reset-password' | 'confirm-email-change'): string {
  const match = new RegExp(`/${page}/([\\w.-]+)`).exec(mail.html ?? mail.text ?? '');
  if (!match) throw new Error(`no /${page}/ link in the e-mail`);
  return `/${page}/${match[1]}`;
}

/** The app path of the verification link in an e-mail. */
export const verificationPath = (mail: Mail): string => linkPath(mail, 'verify');

/** A token of the user's own, as a device signed in as them holds (made by impersonation: no sign-in rate limit). */
export async function userToken(stack: StackInfo, user: TestUser): Promise<string> {
  const answer = await api<{ token: string }>(stack, `/api/collections/users/impersonate/${user.id}`, {
    method: 'POST',
    token: await superuser(stack),
    body: JSON.stringify({ duration: 3600 }),
  });
  return answer.token;
}

/** Asks, as the user, to move the account to `newEmail` (the server e-mails the new address a link). */
export async function requestEmailChange(stack: StackInfo, user: TestUser, newEmail: string): Promise<void> {
  const res = await fetch(`${stack.baseURL}/api/collections/users/request-email-change`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await userToken(stack, user) },
    body: JSON.stringify({ newEmail }),
  });
  if (res.status !== 204) throw new Error(`request-email-change: ${res.status} ${await res.text()}`);
}

/** A token that reads as one of PocketBase's (a JWT) whose `exp` has passed: the link pages refuse it at once. */
export function expiredLinkToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, exp: 1_600_000_000 })}.c2lnbmF0dXJl`;
}

export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('rayek_lang', l), language);
}

export const header = (page: Page) => page.getByRole('banner');

export async function openDialog(page: Page, language: Language, kind: 'signIn' | 'signUp') {
  await header(page)
    .getByRole('button', { name: t(language, `auth.${kind}`), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t(language, `auth.${kind}.title`) });
  await dialog.waitFor();
  return dialog;
}
