// The e-mail change's link (pb_hooks/lib/accounts/email-change-links.js), probed as whoever receives the mail at the new
// address, which may be a stranger's (a mistyped address): the mail carries no PocketBase token and nothing that
// names the account's current address; its link is an opaque one-time token, kept by the server as a hash, that
// moves the account only with its password, ends its sessions, and stops working as PocketBase's token did.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { ACTOR_PASSWORD, createActor, deleteOwnAccount, type Actor } from './support/actors';

let server: TestServer;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ mail: true, env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

type Mail = Awaited<ReturnType<NonNullable<TestServer['mailbox']>['emails']>>[number];

const freshEmail = () => {
  serial += 1;
  return `moved${serial}-${Date.now().toString(36)}@tests.local`;
};

async function mailTo(address: string): Promise<Mail> {
  const matching = async () =>
    (await server.mailbox!.emails()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
  await expect.poll(async () => (await matching()).length).toBe(1);
  return (await matching())[0]!;
}

async function requestChange(actor: Actor, newEmail: string) {
  await actor.pb.send('/api/collections/users/request-email-change', { method: 'POST', body: { newEmail } });
}

/** The token of the mail's /confirm-email-change/<token> link. */
function tokenOf(mail: Mail) {
  const token = /\/confirm-email-change\/([^"\s<]+)/.exec(mail.html)?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token!);
}

/** POST a route of the link, signed out (the link works from any browser), as the app's page does. */
async function call(path: 'check' | 'confirm', body: Record<string, unknown>, target: TestServer = server) {
  const res = await fetch(`${target.url}/api/rayek/email-change/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  type Body = { newEmail?: string; data?: Record<string, { code: string } | undefined> };
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: text === '' ? null : (JSON.parse(text) as Body),
  };
}

const emailOf = async (actor: Actor) => (await server.admin.collection('users').getOne(actor.id)).email as string;

describe('the mail a stranger may receive', () => {
  test('carries no PocketBase token and nothing that names, even encoded, the current address', async () => {
    const actor = await createActor(server, { language: 'en' });
    const newEmail = freshEmail();
    await requestChange(actor, newEmail);
    const mail = await mailTo(newEmail);
    const everything = `${mail.subject}\n${mail.html}\n${mail.text}`;
    const [local] = actor.email.split('@');
    expect(everything).not.toContain(local);
    // Every run of base64url characters long enough to hide an address, decoded as a JWT's parts would be.
    for (const run of everything.match(/[A-Za-z0-9_-]{12,}/g) ?? []) {
      const decoded = Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1');
      expect(decoded, run).not.toContain(local);
    }
    expect(everything).not.toMatch(/eyJ[\w-]*\.[\w-]+\.[\w-]+/);
    expect(tokenOf(mail)).toMatch(/^[A-Za-z0-9]{40}$/);
  });

  test('its token is kept by the server only as a hash', async () => {
    const actor = await createActor(server);
    const newEmail = freshEmail();
    await requestChange(actor, newEmail);
    const token = tokenOf(await mailTo(newEmail));
    const stored = JSON.stringify(await server.admin.collection('email_change_links').getFullList());
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
  });
});

describe('the link', () => {
  test('names the new address, moves the account once with its password, and ends its sessions', async () => {
    const actor = await createActor(server);
    const newEmail = freshEmail();
    await requestChange(actor, newEmail);
    const token = tokenOf(await mailTo(newEmail));

    expect(await call('check', { token })).toEqual({ status: 200, cacheControl: 'no-store', body: { newEmail } });
    const wrong = await call('confirm', { token, password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.cacheControl).toBe('no-store');
    expect(wrong.body?.data?.password?.code).toBe('validation_invalid_password');
    expect((await call('confirm', { token })).body?.data?.password?.code).toBe('validation_required');
    expect(await emailOf(actor)).toBe(actor.email);

    expect(await call('confirm', { token, password: ACTOR_PASSWORD })).toEqual({
      status: 204,
      cacheControl: 'no-store',
      body: null,
    });
    const moved = await server.admin.collection('users').getOne(actor.id);
    expect(moved.email).toBe(newEmail);
    expect(moved.verified).toBe(true);
    // The session the account had no longer opens anything, as after PocketBase's own confirmation.
    const refresh = await fetch(`${server.url}/api/collections/users/auth-refresh`, {
      method: 'POST',
      headers: { Authorization: actor.token },
    });
    expect(refresh.status).toBe(401);

    for (const again of [await call('check', { token }), await call('confirm', { token, password: ACTOR_PASSWORD })]) {
      expect(again.status).toBe(400);
      expect(again.body?.data?.token?.code).toBe('validation_invalid_token');
    }
  });

  test('unknown, malformed or missing tokens are refused alike', async () => {
    for (const token of ['A'.repeat(40), 'short', 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl', '', 42, null]) {
      for (const answer of [
        await call('check', { token }),
        await call('confirm', { token, password: ACTOR_PASSWORD }),
      ]) {
        expect(answer.status, String(token)).toBe(400);
        expect(answer.cacheControl).toBe('no-store');
        expect(answer.body?.data?.token?.code).toBe('validation_invalid_token');
      }
    }
  });

  test('stops working past its time, after a password change, and once the address has an account', async () => {
    const expired = await createActor(server);
    const first = freshEmail();
    await requestChange(expired, first);
    const expiredToken = tokenOf(await mailTo(first));
    const [row] = await server.admin
      .collection('email_change_links')
      .getFullList({ filter: server.admin.filter('user = {:user}', { user: expired.id }) });
    await server.admin.collection('email_change_links').update(row!.id, { expires: '2020-01-01 00:00:00.000Z' });
    expect((await call('check', { token: expiredToken })).body?.data?.token?.code).toBe('validation_invalid_token');

    const repassworded = await createActor(server);
    const second = freshEmail();
    await requestChange(repassworded, second);
    const passwordToken = tokenOf(await mailTo(second));
    const newPassword = 'another-password-for-tests-2';
    await repassworded.pb
      .collection('users')
      .update(repassworded.id, { oldPassword: ACTOR_PASSWORD, password: newPassword, passwordConfirm: newPassword });
    expect((await call('confirm', { token: passwordToken, password: newPassword })).body?.data?.token?.code).toBe(
      'validation_invalid_token',
    );

    const overtaken = await createActor(server);
    const third = freshEmail();
    await requestChange(overtaken, third);
    const takenToken = tokenOf(await mailTo(third));
    await server.admin
      .collection('users')
      .create({ email: third, password: ACTOR_PASSWORD, passwordConfirm: ACTOR_PASSWORD, name: 'Quicker' });
    expect((await call('confirm', { token: takenToken, password: ACTOR_PASSWORD })).body?.data?.token?.code).toBe(
      'validation_invalid_token',
    );

    for (const actor of [expired, repassworded, overtaken]) expect(await emailOf(actor)).toBe(actor.email);
  });

  test('of two links of one account, the second stops working once the first moved it', async () => {
    const actor = await createActor(server);
    const [a, b] = [freshEmail(), freshEmail()];
    await requestChange(actor, a);
    await requestChange(actor, b);
    const [tokenA, tokenB] = [tokenOf(await mailTo(a)), tokenOf(await mailTo(b))];
    expect((await call('check', { token: tokenB })).body).toEqual({ newEmail: b });
    expect((await call('confirm', { token: tokenA, password: ACTOR_PASSWORD })).status).toBe(204);
    expect((await call('confirm', { token: tokenB, password: ACTOR_PASSWORD })).body?.data?.token?.code).toBe(
      'validation_invalid_token',
    );
    expect(await emailOf(actor)).toBe(a);
  });

  test('a taken address gets no link at all: its owner gets the notice only', async () => {
    const [requester, owner] = await Promise.all([createActor(server), createActor(server)]);
    await requestChange(requester, owner.email);
    const notice = await mailTo(owner.email);
    expect(notice.html).not.toMatch(/confirm-email-change/);
    expect(
      await server.admin
        .collection('email_change_links')
        .getFullList({ filter: server.admin.filter('user = {:user}', { user: requester.id }) }),
    ).toEqual([]);
  });

  test("an account's links go with the account", async () => {
    const actor = await createActor(server);
    const newEmail = freshEmail();
    await requestChange(actor, newEmail);
    const token = tokenOf(await mailTo(newEmail));
    await deleteOwnAccount(actor);
    expect(
      await server.admin
        .collection('email_change_links')
        .getFullList({ filter: server.admin.filter('user = {:user}', { user: actor.id }) }),
    ).toEqual([]);
    expect((await call('check', { token })).body?.data?.token?.code).toBe('validation_invalid_token');
  });

  test('its confirmation takes at most 10 tries a minute per client', async () => {
    const limited = await startTestServer({ mail: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1)
        statuses.push((await call('confirm', { token: 'B'.repeat(40), password: 'guess' }, limited)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.stop();
    }
  });
});
