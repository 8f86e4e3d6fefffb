// POST /api/collections/users/request-email-change answers a taken address exactly as a free one (204):
// the free address gets the confirmation link, the taken one's owner gets a notice instead, and the
// requester's account does not change.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, type Actor } from './support/actors';

let server: TestServer;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ mail: true, env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

const freshEmail = () => {
  serial += 1;
  return `change${serial}-${Date.now().toString(36)}@tests.local`;
};

/** The raw answer an attacker reads: status, content type and body text. */
async function requestChange(actor: Actor, newEmail: unknown, collection = 'users') {
  const res = await fetch(`${server.url}/api/collections/${collection}/request-email-change`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: actor.token, 'Accept-Encoding': 'identity' },
    body: JSON.stringify({ newEmail }),
  });
  return { status: res.status, contentType: res.headers.get('content-type'), body: await res.text() };
}

const mailsTo = async (email: string) =>
  (await server.mailbox!.emails()).filter((m) => m.to.some((to) => to.address.toLowerCase() === email.toLowerCase()));

describe('e-mail change request', () => {
  test('a taken address answers like a free one; its owner gets a notice, never a link', async () => {
    const [requester, owner] = await Promise.all([
      createActor(server),
      createActor(server, { name: 'Address Owner', language: 'fr' }),
    ]);
    const free = freshEmail();
    const toFree = await requestChange(requester, free);
    const toTaken = await requestChange(requester, owner.email);
    const toTakenOtherCase = await requestChange(requester, owner.email.toUpperCase());
    expect(toFree).toEqual({ status: 204, contentType: null, body: '' });
    expect(toTaken).toEqual(toFree);
    expect(toTakenOtherCase).toEqual(toFree);

    await expect.poll(async () => (await mailsTo(free)).length).toBe(1);
    await expect.poll(async () => (await mailsTo(owner.email)).length).toBe(2);
    const [link] = await mailsTo(free);
    expect(link!.html).toMatch(/confirm-email-change|TOKEN|token/i);
    for (const notice of await mailsTo(owner.email)) {
      expect(notice.html).toContain('support@rayek.tn');
      expect(notice.html).toContain("Le titulaire d'un autre compte Rayek a demandé");
      expect(notice.html).not.toContain(requester.email);
      expect(notice.html).not.toMatch(/confirm-email-change/);
    }
    // Nothing changed for either account.
    expect((await server.admin.collection('users').getOne(requester.id)).email).toBe(requester.email);
    expect((await server.admin.collection('users').getOne(owner.id)).email).toBe(owner.email);
  });

  test("the same through the collection id, PocketBase's other path to the route", async () => {
    const [requester, owner] = await Promise.all([createActor(server), createActor(server)]);
    const collectionId = (await server.admin.collections.getOne('users')).id;
    const toFree = await requestChange(requester, freshEmail(), collectionId);
    const toTaken = await requestChange(requester, owner.email, collectionId);
    expect(toFree.status).toBe(204);
    expect(toTaken).toEqual(toFree);
  });

  test('malformed addresses are refused before any lookup, and guests are refused', async () => {
    const requester = await createActor(server);
    for (const bad of ['', 'not-an-address', requester.email]) {
      const answer = await requestChange(requester, bad);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).data.newEmail.code).toMatch(/^validation_/);
    }
    const guest = await fetch(`${server.url}/api/collections/users/request-email-change`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ newEmail: freshEmail() }),
    });
    expect(guest.status).toBe(401);
  });

  test('the route keeps a rate limit (10 a minute per client)', async () => {
    const limited = await startTestServer({ mail: true });
    try {
      const actor = await createActor(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await fetch(`${limited.url}/api/collections/users/request-email-change`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: actor.token },
          body: JSON.stringify({ newEmail: `limited${i}@tests.local` }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.stop();
    }
  });

  test('the confirmation link still changes the address', async () => {
    const requester = await createActor(server);
    const target = freshEmail();
    expect((await requestChange(requester, target)).status).toBe(204);
    await expect.poll(async () => (await mailsTo(target)).length).toBe(1);
    const [mail] = await mailsTo(target);
    const token = /confirm-email-change\/([\w.-]+)/.exec(mail!.html)?.[1];
    expect(token).toBeDefined();
    // Rayek's own confirmation (lib/accounts/email-change-links.js; email-change-link.test.ts probes it).
    await server
      .client()
      .send('/api/rayek/email-change/confirm', { method: 'POST', body: { token, password: 'password-for-tests-1' } });
    expect((await server.admin.collection('users').getOne(requester.id)).email).toBe(target);
  });
});
