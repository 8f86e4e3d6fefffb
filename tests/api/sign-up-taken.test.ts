// A sign-up with an address that has an account answers exactly as one with a free address: same status,
// same fields of the same types, a fresh id; nothing is created, and the address's owner gets an e-mail.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let serial = 0;
const PASSWORD = 'a-long-password-1';

beforeAll(async () => {
  server = await startTestServer({ mail: true, env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

const freshEmail = () => {
  serial += 1;
  return `taken${serial}-${Date.now().toString(36)}@tests.local`;
};

/** A raw sign-up, as an attacker sends it: status, headers that vary with the body, and the JSON body. */
async function signUp(body: Record<string, unknown>) {
  const res = await fetch(`${server.url}/api/collections/users/records`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity' },
    body: JSON.stringify({ password: PASSWORD, passwordConfirm: PASSWORD, name: 'Curious Person', ...body }),
  });
  const headers = [...res.headers.keys()].filter((h) => h !== 'date').sort();
  return {
    status: res.status,
    headers,
    contentType: res.headers.get('content-type'),
    body: (await res.json()) as Record<string, unknown>,
  };
}

async function existing(language = 'ar') {
  const email = freshEmail();
  const owner = await server.admin.collection('users').create({
    email,
    password: 'owner-password-1',
    passwordConfirm: 'owner-password-1',
    name: 'Owner Person',
    verified: true,
    language,
  });
  return { email, id: owner.id };
}

const shape = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(body)
      .sort()
      .map((k) => [k, body[k] === null ? 'null' : typeof body[k]]),
  );

const accountsWith = async (email: string) =>
  server.admin.collection('users').getFullList({
    filter: server.admin.filter('email = {:email} || email = {:lower}', { email, lower: email.toLowerCase() }),
  });

const mailsTo = async (email: string) =>
  (await server.mailbox!.emails()).filter((m) => m.to.some((to) => to.address.toLowerCase() === email.toLowerCase()));

describe('sign-up with a taken address', () => {
  test('answers like a real creation, field by field, and creates nothing', async () => {
    const owner = await existing();
    const free = await signUp({ email: freshEmail() });
    const taken = await signUp({ email: owner.email });
    const takenOtherCase = await signUp({ email: owner.email.toUpperCase() });

    expect(free.status).toBe(200);
    for (const answer of [taken, takenOtherCase]) {
      expect(answer.status).toBe(free.status);
      expect(answer.contentType).toBe(free.contentType);
      expect(answer.headers).toEqual(free.headers);
      expect(shape(answer.body)).toEqual(shape(free.body));
      expect(answer.body).toMatchObject({
        collectionName: 'users',
        name: 'Curious Person',
        role: 'STUDENT',
        verified: false,
        emailVisibility: false,
      });
      expect(answer.body.id).toMatch(/^[a-z0-9]{15}$/);
      expect(answer.body.id).not.toBe(owner.id);
      expect(JSON.stringify(answer.body)).not.toContain(owner.id);
      expect(JSON.stringify(answer.body)).not.toContain('Owner Person');
    }
    expect(taken.body.id).not.toBe(takenOtherCase.body.id);
    expect(taken.body.created).not.toBe('');

    // Only the owner's account exists; the answered ids name nobody.
    expect((await accountsWith(owner.email)).map((u) => u.id)).toEqual([owner.id]);
    for (const answer of [taken, takenOtherCase]) {
      expect(
        (
          await server.admin
            .collection('users')
            .getList(1, 1, { filter: server.admin.filter('id = {:id}', { id: answer.body.id }) })
        ).totalItems,
      ).toBe(0);
    }
    // The owner's password is untouched: the prober's password does not open the account.
    const pb = server.client();
    await expect(pb.collection('users').authWithPassword(owner.email, PASSWORD)).rejects.toMatchObject({ status: 400 });
    await expect(pb.collection('users').authWithPassword(owner.email, 'owner-password-1')).resolves.toBeDefined();
  });

  test('other refusals come out exactly as for a free address', async () => {
    const owner = await existing();
    for (const bad of [{ name: 'A' }, { passwordConfirm: 'something-else-1' }, { role: 'MODERATOR' }]) {
      const free = await signUp({ email: freshEmail(), ...bad });
      const taken = await signUp({ email: owner.email, ...bad });
      expect(free.status).toBe(400);
      expect({ ...taken, headers: [] }).toEqual({ ...free, headers: [] });
      expect(taken.headers).toEqual(free.headers);
    }
  });

  test("the address's owner gets one e-mail saying so, in the owner's language, with the support address", async () => {
    const [arabic, french] = [await existing('ar'), await existing('fr')];
    for (const owner of [arabic, french]) {
      await signUp({ email: owner.email, language: 'en' });
      await signUp({ email: owner.email.toUpperCase() });
    }
    // The notices go out with the next run of the job (each minute); run it now.
    await server.admin.crons.run('rayekAccountNotices');
    await expect.poll(async () => (await mailsTo(arabic.email)).length).toBe(1);
    await expect.poll(async () => (await mailsTo(french.email)).length).toBe(1);
    const [ar] = await mailsTo(arabic.email);
    expect(ar!.subject).toBe('رايك · واحد حاول يعمل حساب بالإيميل متاعك');
    expect(ar!.html).toContain('واحد حاول يعمل حساب جديد في رايك بالإيميل متاعك.');
    expect(ar!.html).toContain('<html lang="ar" dir="rtl">');
    const [fr] = await mailsTo(french.email);
    expect(fr!.subject).toBe('Rayek · Tentative de création de compte avec votre adresse');
    expect(fr!.html).toContain("Quelqu'un a essayé de créer un compte Rayek");
    expect(fr!.html).not.toContain('dir="rtl"');
    for (const mail of [ar!, fr!]) {
      expect(mail.html).toContain('support@rayek.tn');
      expect(mail.html).toContain(`href="${server.url}"`);
      expect(mail.html).not.toContain('Curious Person');
    }

    // A free address gets nothing from a sign-up alone (the verification e-mail is asked for separately).
    const email = freshEmail();
    await signUp({ email });
    await server.admin.crons.run('rayekAccountNotices');
    const marker = await existing();
    await signUp({ email: marker.email });
    await server.admin.crons.run('rayekAccountNotices');
    await expect.poll(async () => (await mailsTo(marker.email)).length).toBe(1);
    expect(await mailsTo(email)).toEqual([]);
  });

  test('the real sign-up still works and can sign in at once', async () => {
    const email = freshEmail();
    expect((await signUp({ email })).status).toBe(200);
    const pb = server.client();
    const auth = await pb.collection('users').authWithPassword(email, PASSWORD);
    expect(auth.record.verified).toBe(false);
    expect((await signUp({ email })).status).toBe(200);
    expect((await accountsWith(email)).length).toBe(1);
  });
});
