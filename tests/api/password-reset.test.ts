// Password reset through PocketBase's own routes, with Rayek's e-mail: asking says nothing about whether an
// address has an account; the e-mailed link sets a new password once, and ends every session of the account.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { ACTOR_PASSWORD, createActor, guest, refusal } from './support/actors';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mail: true, env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

/** The raw answer to a reset request: what anyone asking learns. */
async function requestReset(email: string) {
  const res = await fetch(`${server.url}/api/collections/users/request-password-reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity' },
    body: JSON.stringify({ email }),
  });
  const headers = [...res.headers.keys()].filter((h) => h !== 'date').sort();
  return { status: res.status, headers, body: await res.text() };
}

async function resetToken(email: string) {
  const mails = async () => (await server.mailbox!.emails()).filter((m) => m.to.some((t) => t.address === email));
  await expect.poll(async () => (await mails()).length).toBe(1);
  const [mail] = await mails();
  const token = /\/reset-password\/([\w.-]+)"/.exec(mail!.html)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const confirm = (token: string, password: string) =>
  guest(server).collection('users').confirmPasswordReset(token, password, password);

describe('password reset', () => {
  test('an unknown address gets exactly the answer a known one gets', async () => {
    const actor = await createActor(server);
    const known = await requestReset(actor.email);
    const unknown = await requestReset('nobody-here@tests.local');
    expect(known).toEqual({ status: 204, headers: unknown.headers, body: '' });
    expect(unknown).toEqual(known);
  });

  test('the link sets the new password, once; the old password and the old sessions open nothing', async () => {
    const actor = await createActor(server);
    const before = guest(server);
    await before.collection('users').authWithPassword(actor.email, ACTOR_PASSWORD);
    expect((await requestReset(actor.email)).status).toBe(204);
    const token = await resetToken(actor.email);

    await confirm(token, 'a-brand-new-password-1');

    await guest(server).collection('users').authWithPassword(actor.email, 'a-brand-new-password-1');
    expect(
      (await refusal(guest(server).collection('users').authWithPassword(actor.email, ACTOR_PASSWORD))).status,
    ).toBe(400);
    // Every session of the account ended: the tokens from before are refused.
    expect((await refusal(before.collection('users').authRefresh())).status).toBe(401);
    expect((await refusal(actor.pb.collection('users').authRefresh())).status).toBe(401);
    // The link works once.
    const again = await refusal(confirm(token, 'yet-another-password-1'));
    expect(again.status).toBe(400);
    expect(again.data.token?.code).toBe('validation_invalid_token');
    await guest(server).collection('users').authWithPassword(actor.email, 'a-brand-new-password-1');
  });

  test('a malformed token is refused the same way', async () => {
    const answer = await refusal(confirm('not-a-token', 'a-brand-new-password-1'));
    expect(answer.data.token?.code).toBe('validation_invalid_token');
  });
});
