// Every account e-mail is HTML with a plain-text part, through the real mail catcher: the action is a button
// (a labelled link), Arabic is right to left, no token and no long address is visible in the HTML (the text
// part carries the link), nothing is wider than a 320 px phone, every style is inline, the app's colours.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest } from './support/actors';
import { claim, newProfile } from './support/professors';
import { expectMailLayout, firstHref, type Mail } from './support/mail-checks';

let server: TestServer;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ mail: true, env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

async function mailTo(address: string): Promise<Mail> {
  const matching = async () =>
    (await server.mailbox!.emails()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
  await expect.poll(async () => (await matching()).length).toBe(1);
  return (await matching())[0]!;
}

describe('the account e-mails are HTML with a button and a text part', () => {
  test.each(['ar', 'fr'] as const)('verification, %s', async (language) => {
    const actor = await createActor(server, { verified: false, language });
    await guest(server).collection('users').requestVerification(actor.email);
    const mail = await mailTo(actor.email);
    const action = firstHref(mail);
    expect(action).toMatch(new RegExp(`^${server.url}/verify/[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expectMailLayout(mail, language, action);
  });

  test.each(['ar', 'en'] as const)('password reset, %s', async (language) => {
    const actor = await createActor(server, { language });
    await guest(server).collection('users').requestPasswordReset(actor.email);
    const mail = await mailTo(actor.email);
    const action = firstHref(mail);
    expect(action).toMatch(new RegExp(`^${server.url}/reset-password/`));
    expectMailLayout(mail, language, action);
  });

  test.each(['ar', 'fr'] as const)('e-mail change, %s', async (language) => {
    const actor = await createActor(server, { language });
    serial += 1;
    const newEmail = `html-change${serial}-${Date.now().toString(36)}@tests.local`;
    await actor.pb.send('/api/collections/users/request-email-change', { method: 'POST', body: { newEmail } });
    const mail = await mailTo(newEmail);
    const action = firstHref(mail);
    expect(action).toMatch(new RegExp(`^${server.url}/confirm-email-change/[A-Za-z0-9]{40}$`));
    expectMailLayout(mail, language, action);
  });

  test("a professor's claim link, ar", async () => {
    const claimant = await createActor(server, { language: 'ar' });
    serial += 1;
    const address = `html-claim${serial}@fst.example`;
    await claim(claimant, await newProfile(server.admin), { institutional_email: address });
    const mail = await mailTo(address);
    const action = firstHref(mail);
    expect(action.startsWith(`${server.url}/claims/verify/`)).toBe(true);
    expectMailLayout(mail, 'ar', action);
  });

  test('the notice to the owner of a taken address, ar', async () => {
    const owner = await createActor(server, { language: 'ar' });
    const other = await createActor(server, { language: 'fr' });
    await other.pb.send('/api/collections/users/request-email-change', {
      method: 'POST',
      body: { newEmail: owner.email },
    });
    const mail = await mailTo(owner.email);
    expectMailLayout(mail, 'ar', server.url);
  });
});
