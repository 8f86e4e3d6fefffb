// POST /api/rayek/account/delete {password}: the owner deletes their account by giving their password again.
// A stolen token alone erases nothing: the users collection's own DELETE is for superusers only. What the
// deletion keeps and withdraws is tests/api/account-deletion.test.ts; here, who may delete and how it answers.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { ACTOR_PASSWORD, createActor, deleteOwnAccount, guest, refusal } from './support/actors';
import { createInstitution, institutionRatingBody, seeded } from './support/fixtures';
import { decide } from './support/moderation';

let server: TestServer;
const random = seeded(17);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

/** The raw answer: status, Cache-Control and the JSON body (null when empty). */
async function post(body: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': 'fr' };
  if (token) headers.Authorization = token;
  const res = await fetch(`${server.url}/api/rayek/account/delete`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: text === '' ? null : JSON.parse(text),
  };
}

const exists = (id: string) =>
  server.admin
    .collection('users')
    .getOne(id)
    .then(
      () => true,
      () => false,
    );

describe('who may delete an account', () => {
  test('a guest gets 401 and no answer is kept by a cache', async () => {
    expect(await post({ password: ACTOR_PASSWORD })).toMatchObject({ status: 401, cacheControl: 'no-store' });
  });

  test.each([
    ['a wrong password', { password: 'not-my-password-1' }],
    ['no password', {}],
    ['an empty password', { password: '' }],
    ['a password that is not text', { password: ['password-for-tests-1'] }],
  ])('%s: 400 on `password` with its code, and the account stays', async (_, body) => {
    const student = await createActor(server);
    const answer = await post(body, student.token);
    expect(answer).toMatchObject({ status: 400, cacheControl: 'no-store' });
    expect(answer.body.data).toEqual({
      password: { code: 'validation_invalid_password', message: 'Le mot de passe est incorrect.' },
    });
    expect(await exists(student.id)).toBe(true);
    await guest(server).collection('users').authWithPassword(student.email, ACTOR_PASSWORD);
  });

  test('the plain DELETE of a user record is refused to its owner and to everyone else but superusers', async () => {
    const [owner, other] = await Promise.all([createActor(server), createActor(server)]);
    const moderator = await createActor(server, { role: 'MODERATOR' });
    for (const actor of [owner, other, moderator]) {
      expect((await refusal(actor.pb.collection('users').delete(owner.id))).status).toBe(403);
    }
    expect(await exists(owner.id)).toBe(true);
    await server.admin.collection('users').delete(owner.id);
    expect(await exists(owner.id)).toBe(false);
  });
});

describe('the owner deletes their account with their password', () => {
  test('204; the account, its sign-in and its token are gone; published ratings stay, unlinked; pending ones go', async () => {
    const student = await createActor(server);
    const moderator = await createActor(server, { role: 'MODERATOR' });
    const [first, second] = [(await createInstitution(server.admin)).id, (await createInstitution(server.admin)).id];
    const published = await student.pb.collection('institution_ratings').create(institutionRatingBody(first, random));
    await decide(moderator.pb, { collection: 'institution_ratings', id: published.id, status: 'ACTIVE' });
    const pending = await student.pb.collection('institution_ratings').create(institutionRatingBody(second, random));

    expect(await post({ password: ACTOR_PASSWORD }, student.token)).toEqual({
      status: 204,
      cacheControl: 'no-store',
      body: null,
    });

    expect(await exists(student.id)).toBe(false);
    const signIn = await refusal(guest(server).collection('users').authWithPassword(student.email, ACTOR_PASSWORD));
    expect(signIn.status).toBe(400);
    // The old token is anybody's now: it opens no account and deletes nothing a second time.
    expect((await refusal(student.pb.collection('users').getOne(student.id))).status).toBe(404);
    expect((await post({ password: ACTOR_PASSWORD }, student.token)).status).toBe(401);

    const seen = await guest(server).collection('institution_ratings').getOne(published.id);
    expect(seen).not.toHaveProperty('user');
    expect(await server.admin.collection('institution_ratings').getOne(published.id)).toMatchObject({
      user: '',
      status: 'ACTIVE',
    });
    expect((await refusal(server.admin.collection('institution_ratings').getOne(pending.id))).status).toBe(404);
  });

  test('the same address can sign up again, as a new account', async () => {
    const student = await createActor(server);
    await deleteOwnAccount(student);
    const again = await guest(server).collection('users').create({
      email: student.email,
      password: 'a-new-password-1',
      passwordConfirm: 'a-new-password-1',
      name: 'Back Again',
    });
    expect(again.id).not.toBe(student.id);
    expect(await exists(again.id)).toBe(true);
  });
});
