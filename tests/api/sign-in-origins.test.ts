// PocketBase's "login from a new location" alert is off for users (migration 1795900100): to know a location
// is new, PocketBase keeps, per account, a hash of each device's IP address and user agent, which would tie
// accounts (and so the ratings they wrote) to network addresses. Signing in from new devices therefore sends no
// e-mail and leaves no origin row.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mail: true, env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

async function signInFrom(email: string, password: string, userAgent: string) {
  const res = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ identity: email, password }),
  });
  expect(res.status).toBe(200);
}

test('signing in from new devices sends no alert and stores nothing about the device', async () => {
  const email = 'traveller@tests.local';
  const password = 'a-long-password-1';
  const user = await server.admin
    .collection('users')
    .create({ email, password, passwordConfirm: password, name: 'Traveller', verified: true });

  await signInFrom(email, password, 'Mozilla/5.0 (Linux; Android 14) Phone');
  await signInFrom(email, password, 'Mozilla/5.0 (X11; Linux x86_64) Desktop');
  await signInFrom(email, password, 'Mozilla/5.0 (iPhone) Other phone');
  // A mail sent in the background would reach the catcher while the verification mail below does: send one
  // through the same server and wait for it, then look at everything that arrived.
  const other = await server.admin.collection('users').create({
    email: 'someone-else@tests.local',
    password,
    passwordConfirm: password,
    name: 'Other',
  });
  await server.admin.collection('users').requestVerification(other.email);
  await expect
    .poll(async () => (await server.mailbox!.emails()).some((m) => m.to.some((to) => to.address === other.email)))
    .toBe(true);

  const mails = await server.mailbox!.emails();
  expect(mails.filter((m) => m.to.some((to) => to.address === email))).toEqual([]);
  const origins = await server.admin
    .collection('_authOrigins')
    .getFullList({ filter: server.admin.filter('recordRef = {:id}', { id: user.id }) });
  expect(origins).toEqual([]);
});
