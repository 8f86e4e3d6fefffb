// users.language: the language of the account's e-mails. Set at sign-up from the body (the app's interface
// language), else from the browser's Accept-Language, else Arabic; the owner changes it, nobody else does.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, refusal } from './support/actors';

let server: TestServer;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

/** Signs up as the app does (a plain request, so the test chooses Accept-Language); the stored language. */
async function signUpLanguage(body: Record<string, unknown>, acceptLanguage?: string) {
  serial += 1;
  const email = `language${serial}@tests.local`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (acceptLanguage !== undefined) headers['Accept-Language'] = acceptLanguage;
  const res = await fetch(`${server.url}/api/collections/users/records`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password: 'a-long-password-1',
      passwordConfirm: 'a-long-password-1',
      name: 'Lina',
      ...body,
    }),
  });
  expect(res.status).toBe(200);
  const [stored] = await server.admin
    .collection('users')
    .getFullList({ filter: server.admin.filter('email = {:email}', { email }) });
  return stored!.language as string;
}

describe('the language at sign-up', () => {
  test('the one the body names wins over the browser', async () => {
    expect(await signUpLanguage({ language: 'fr' }, 'ar-TN,ar;q=0.9')).toBe('fr');
    expect(await signUpLanguage({ language: 'en' })).toBe('en');
    expect(await signUpLanguage({ language: 'ar' }, 'fr-FR')).toBe('ar');
  });

  test("else the first of ar, fr, en the browser names, in the header's order", async () => {
    expect(await signUpLanguage({}, 'fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(await signUpLanguage({}, 'de-DE, en-GB;q=0.7, fr;q=0.5')).toBe('en');
    expect(await signUpLanguage({}, 'ar-TN')).toBe('ar');
  });

  test('else Arabic, the default', async () => {
    expect(await signUpLanguage({})).toBe('ar');
    expect(await signUpLanguage({}, 'de-DE,it;q=0.5')).toBe('ar');
  });

  test('a value the app never sends is replaced, and the sign-up is not lost', async () => {
    expect(await signUpLanguage({ language: 'de' }, 'en-US')).toBe('en');
    expect(await signUpLanguage({ language: 'arabic' })).toBe('ar');
  });

  test('an account a superuser creates without one gets Arabic', async () => {
    const actor = await createActor(server);
    expect((await server.admin.collection('users').getOne(actor.id)).language).toBe('ar');
  });
});

describe('changing it', () => {
  test('the owner switches to each language; another value is refused and nothing changes', async () => {
    const student = await createActor(server);
    for (const language of ['fr', 'en', 'ar']) {
      expect((await student.pb.collection('users').update(student.id, { language })).language).toBe(language);
    }
    const answer = await refusal(student.pb.collection('users').update(student.id, { language: 'de' }));
    expect(answer.status).toBe(400);
    expect(answer.data.language?.code).toBe('validation_invalid_value');
    expect((await server.admin.collection('users').getOne(student.id)).language).toBe('ar');
  });

  test("nobody changes another user's language, moderators included", async () => {
    const [owner, other] = await Promise.all([createActor(server), createActor(server)]);
    const moderator = await createActor(server, { role: 'MODERATOR' });
    expect((await refusal(other.pb.collection('users').update(owner.id, { language: 'fr' }))).status).toBe(404);
    expect((await refusal(moderator.pb.collection('users').update(owner.id, { language: 'fr' }))).status).toBe(404);
    expect((await server.admin.collection('users').getOne(owner.id)).language).toBe('ar');
  });
});
