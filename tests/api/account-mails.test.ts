// The account e-mails are written in the account's language (users.language), with Rayek's name, the support
// address and links to the app's own pages; Arabic ones right to left. Sent through a real mail catcher.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { ACTOR_PASSWORD, createActor, guest } from './support/actors';

let server: TestServer;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({
    mail: true,
    env: { RAYEK_RATE_LIMITS: 'off', RAYEK_SUPPORT_EMAIL: 'help@rayek.example' },
  });
});
afterAll(async () => {
  await server?.stop();
});

type Mail = Awaited<ReturnType<NonNullable<TestServer['mailbox']>['emails']>>[number];

/** The e-mails to `address` whose subject is `subject`, once there are `count` of them. */
async function mailsTo(address: string, subject: string, count = 1): Promise<Mail[]> {
  const matching = async () =>
    (await server.mailbox!.emails()).filter(
      (m) => m.subject === subject && m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()),
    );
  // A limit, not a timing: the mail crosses PocketBase's SMTP client and the catcher, on a machine that may be busy.
  await expect.poll(async () => (await matching()).length, { timeout: 15_000 }).toBe(count);
  return matching();
}

/** The path of the first link of the e-mail, relative to the app. */
function linkPath(mail: Mail) {
  const href = /href="([^"]+)"/.exec(mail.html)?.[1] ?? '';
  expect(href.startsWith(server.url)).toBe(true);
  return href.slice(server.url.length);
}

const freshEmail = () => {
  serial += 1;
  return `mails${serial}-${Date.now().toString(36)}@tests.local`;
};

function expectWritten(mail: Mail, language: 'ar' | 'fr' | 'en', sentence: string) {
  expect(mail.html).toContain(sentence);
  expect(mail.text).toContain(sentence);
  expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
  if (language !== 'ar') expect(mail.html).not.toContain('dir="rtl"');
  expect(mail.html).toContain(language === 'ar' ? 'رايك' : 'Rayek');
  expect(mail.html).toContain('help@rayek.example');
}

const VERIFICATION = {
  ar: { subject: 'رايك · أكّد الإيميل متاعك', sentence: 'باش تأكّد الإيميل متاعك وتنجم تعطي رايك، حلّ الرابط هذا:' },
  fr: {
    subject: 'Rayek · Confirmez votre adresse e-mail',
    sentence: 'Pour confirmer votre adresse e-mail et pouvoir donner votre avis, ouvrez ce lien :',
  },
  en: {
    subject: 'Rayek · Confirm your e-mail address',
    sentence: 'To confirm your e-mail address and start giving your opinion, open this link:',
  },
} as const;
const RESET = {
  ar: { subject: 'رايك · بدّل كلمة السر متاعك', sentence: 'طلبت باش تبدّل كلمة السر متاع حسابك في رايك.' },
  fr: {
    subject: 'Rayek · Choisissez un nouveau mot de passe',
    sentence: 'Vous avez demandé à changer le mot de passe de votre compte Rayek.',
  },
  en: { subject: 'Rayek · Choose a new password', sentence: 'You asked to change the password of your Rayek account.' },
} as const;
const EMAIL_CHANGE = {
  ar: { subject: 'رايك · أكّد الإيميل الجديد متاعك', sentence: 'طلبت باش يولّي الإيميل متاع حسابك في رايك:' },
  fr: {
    subject: 'Rayek · Confirmez votre nouvelle adresse e-mail',
    sentence: "Vous avez demandé que l'adresse e-mail de votre compte Rayek devienne :",
  },
  en: {
    subject: 'Rayek · Confirm your new e-mail address',
    sentence: 'You asked for the e-mail address of your Rayek account to become:',
  },
} as const;

const LANGUAGES = ['ar', 'fr', 'en'] as const;

describe('verification', () => {
  test.each(LANGUAGES)('%s: links to /verify/{token}, which verifies the account', async (language) => {
    const actor = await createActor(server, { verified: false, language });
    await guest(server).collection('users').requestVerification(actor.email);
    const [mail] = await mailsTo(actor.email, VERIFICATION[language].subject);
    expectWritten(mail!, language, VERIFICATION[language].sentence);
    const path = linkPath(mail!);
    expect(path).toMatch(/^\/verify\/[\w-]+\.[\w-]+\.[\w-]+$/);
    await guest(server).collection('users').confirmVerification(path.slice('/verify/'.length));
    expect((await server.admin.collection('users').getOne(actor.id)).verified).toBe(true);
  });

  test('a sign-up in French, then a switch to Arabic: the e-mail follows the current language', async () => {
    const email = freshEmail();
    const pb = guest(server);
    await pb
      .collection('users')
      .create({ email, password: ACTOR_PASSWORD, passwordConfirm: ACTOR_PASSWORD, name: 'Switcher', language: 'fr' });
    await pb.collection('users').authWithPassword(email, ACTOR_PASSWORD);
    await pb.collection('users').update(pb.authStore.record!.id, { language: 'ar' });
    await pb.collection('users').requestVerification(email);
    const [mail] = await mailsTo(email, VERIFICATION.ar.subject);
    expectWritten(mail!, 'ar', VERIFICATION.ar.sentence);
  });
});

describe('password reset', () => {
  test.each(LANGUAGES)('%s: links to /reset-password/{token}', async (language) => {
    const actor = await createActor(server, { language });
    await guest(server).collection('users').requestPasswordReset(actor.email);
    const [mail] = await mailsTo(actor.email, RESET[language].subject);
    expectWritten(mail!, language, RESET[language].sentence);
    expect(linkPath(mail!)).toMatch(/^\/reset-password\/[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

describe('e-mail change', () => {
  test.each(LANGUAGES)(
    '%s: goes to the new address, names it, links to /confirm-email-change/{opaque token}',
    async (language) => {
      const actor = await createActor(server, { language });
      const newEmail = freshEmail();
      await actor.pb.send('/api/collections/users/request-email-change', { method: 'POST', body: { newEmail } });
      const [mail] = await mailsTo(newEmail, EMAIL_CHANGE[language].subject);
      expectWritten(mail!, language, EMAIL_CHANGE[language].sentence);
      expect(mail!.html).toContain(newEmail);
      // Whoever owns the new address learns nothing about the account's current one.
      expect(mail!.html).not.toContain(actor.email);
      expect(linkPath(mail!)).toMatch(/^\/confirm-email-change\/[A-Za-z0-9]{40}$/);
      expect(
        await server.mailbox!.emails().then((all) => all.filter((m) => m.to.some((t) => t.address === actor.email))),
      ).toEqual([]);
    },
  );

  test('every value is HTML-escaped where it is inserted', async () => {
    const actor = await createActor(server, { language: 'en' });
    serial += 1;
    const newEmail = `o'brien&co${serial}@tests.local`;
    await actor.pb.send('/api/collections/users/request-email-change', { method: 'POST', body: { newEmail } });
    const [mail] = await mailsTo(newEmail, EMAIL_CHANGE.en.subject);
    expect(mail!.html).toContain(`o&#39;brien&amp;co${serial}@tests.local`);
    expect(mail!.html).not.toContain(newEmail);
    expect(mail!.text).toContain(newEmail);
  });
});
