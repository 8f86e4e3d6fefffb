// POST /api/rayek/verification/resend (pb_hooks/35_verification_resend.pb.js): the signed-in account's own
// verification e-mail, at most once a minute, refusals said (429), never for anyone else's address.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ mail: true, env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

async function account({ verified }: { verified: boolean }) {
  serial += 1;
  const email = `resend${serial}@tests.local`;
  const password = 'a-long-password-1';
  await server.admin
    .collection('users')
    .create({ email, password, passwordConfirm: password, name: 'Resender', verified });
  const pb = server.client();
  await pb.collection('users').authWithPassword(email, password);
  return { email, pb };
}

const mailsTo = async (email: string) =>
  (await server.mailbox!.emails()).filter((m) => m.to.some((to) => to.address === email));

const resend = (pb: ReturnType<TestServer['client']>) =>
  pb.send('/api/rayek/verification/resend', { method: 'POST', requestKey: null }).then(
    () => 204,
    (error: { status: number }) => error.status,
  );

describe('verification resend', () => {
  test('sends the e-mail with the app link at once, then refuses with 429 within the minute', async () => {
    const { email, pb } = await account({ verified: false });
    expect(await resend(pb)).toBe(204);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const mails = await mailsTo(email);
    expect(mails[0]!.html).toMatch(/\/verify\/[\w-]+\.[\w-]+\.[\w-]+/);
    expect(await resend(pb)).toBe(429);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test('one account waiting does not hold another back', async () => {
    const first = await account({ verified: false });
    const second = await account({ verified: false });
    expect(await resend(first.pb)).toBe(204);
    expect(await resend(second.pb)).toBe(204);
    await expect.poll(async () => (await mailsTo(second.email)).length).toBe(1);
  });

  test('a verified account gets no e-mail; a guest is refused', async () => {
    const { email, pb } = await account({ verified: true });
    expect(await resend(pb)).toBe(204);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await resend(server.client())).toBe(401);
  });
});
