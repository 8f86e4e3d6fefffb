// What a student hears of a moderator's decision, on a phone, in Arabic and French: the e-mail through the real
// mail catcher, opened at 320 px (no sideways scroll, the action a button, no address in sight); the notice at
// the next visit, which leads to My contributions; there, the item's state and reason, and a link to its record.
// Then the account e-mail with the longest link (the verification) at 320 px too, and axe on the new views.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import type { StackInfo } from '../support/stack';
import { Admin, createTargets, rateInstitution, signInStudent } from '../forms/support';
import { signIn, superuserToken, verifiedUser } from '../outbox/support';
import { auditEveryView } from '../a11y/support';
import { createUser, mailsTo } from './support';

async function call(stack: StackInfo, path: string, token: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${stack.baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A fresh moderator's session token. */
async function moderatorToken(admin: Admin): Promise<string> {
  const serial = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const made = await admin.create('users', {
    email: `moderator-${serial}@mail.e2e`,
    password: 'moderator-password-1',
    passwordConfirm: 'moderator-password-1',
    name: 'Moderator',
    role: 'MODERATOR',
    verified: true,
  });
  return (
    (await admin.request('POST', `/api/collections/users/impersonate/${String(made.id)}`, { duration: 3600 })) as {
      token: string;
    }
  ).token;
}

/** The e-mails of `address`, once there are `count`. */
async function waitForMails(stack: StackInfo, address: string, count = 1) {
  await expect.poll(async () => (await mailsTo(stack, address)).length).toBe(count);
  return mailsTo(stack, address);
}

/** Opens an e-mail's HTML as a phone's mail reader would show it, 320 px wide: nothing may scroll sideways. */
async function openAtPhoneWidth(page: Page, html: string) {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.setContent(html);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  const seen = await page.evaluate(() => document.body.innerText);
  expect(seen).not.toMatch(/https?:\/\//);
  for (const word of seen.split(/\s+/)) expect(word.length).toBeLessThanOrEqual(40);
}

const REASON = { ar: 'فيه كلام موش لازم على أستاذ.', fr: 'Propos déplacés envers un enseignant.' } as const;
const MAIL = {
  ar: { subject: 'رايك · المساهمة متاعك ما تنشرتش', button: 'مساهماتي' },
  fr: { subject: "Rayek · Votre contribution n'a pas été publiée", button: 'Mes contributions' },
} as const;

for (const language of ['ar', 'fr'] as const satisfies readonly Language[]) {
  test(`${language}: a refusal's e-mail at 320 px, the notice at the next visit, My contributions with the reason and the link`, async ({
    page,
    context,
    stack,
  }) => {
    test.slow();
    const admin = await Admin.connect(stack);
    const { institution } = await createTargets(admin);
    const student = await signInStudent(admin, context, language);
    await admin.request('PATCH', `/api/collections/users/records/${student.id}`, { language });
    const review = `Avis à modérer ${Date.now().toString(36)}`;
    const rating = await rateInstitution(admin, institution.id, review, {
      author: student.id,
      status: 'PENDING_APPROVAL',
    });
    await call(stack, '/api/rayek/moderation/decisions', await moderatorToken(admin), {
      collection: 'institution_ratings',
      id: rating.id,
      status: 'SUSPENDED',
      reason: REASON[language],
    });
    await call(stack, '/api/crons/rayekDecisionMails', await superuserToken(stack));
    const [mail] = await waitForMails(stack, student.email);
    expect(mail!.subject).toBe(MAIL[language].subject);

    await openAtPhoneWidth(page, mail!.html!);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const button = page.getByRole('link', { name: MAIL[language].button, exact: true });
    await expect(button).toBeVisible();
    expect(await button.getAttribute('href')).toBe(`${stack.baseURL}/my-contributions?lang=${language}`);
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await expect(page.getByText(REASON[language])).toBeVisible();

    // The next visit: the notice, whose link opens My contributions.
    const news = () => page.waitForResponse((r) => r.url().endsWith('/api/rayek/contributions/news'));
    const first = news();
    await page.goto('/');
    expect(await (await first).json()).toEqual({ published: 0, refused: 1, reviewed: 0 });
    const notice = page.locator('.notification').filter({ hasText: t(language, 'contributions.notice.refused') });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: t(language, 'contributions.title') }).click();
    await expect(page).toHaveURL(/\/my-contributions/);
    const item = page.locator('.contribution').filter({ hasText: review });
    await expect(item.getByText(t(language, 'contributions.state.rejected'), { exact: true })).toBeVisible();
    await expect(item.getByText(t(language, 'contributions.reason', { reason: REASON[language] }))).toBeVisible();
    // The record's link (the other one, to edit or withdraw the rating, leads to its add-rating page).
    const record = item.getByRole('link').filter({ hasNotText: t(language, 'contributions.manageRating') });
    await expect(record).toHaveAttribute('href', new RegExp(`^/institutions/${institution.id}(\\?|$)`));
    await record.click();
    await expect(page).toHaveURL(new RegExp(`/institutions/${institution.id}`));

    // Told once: the next visit has nothing new to tell.
    const second = news();
    await page.goto('/');
    expect(await (await second).json()).toEqual({ published: 0, refused: 0, reviewed: 0 });
  });
}

test('the verification e-mail, with its long token, fits 320 px in Arabic: a button, no address in sight', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: false, language: 'ar' });
  await fetch(`${stack.baseURL}/api/collections/users/request-verification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email }),
  });
  const [mail] = await waitForMails(stack, user.email);
  await openAtPhoneWidth(page, mail!.html!);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'أكّد الإيميل متاعي' })).toHaveAttribute(
    'href',
    /\/verify\/[\w-]+\.[\w-]+\.[\w-]+$/,
  );
  expect(mail!.text).toMatch(/\/verify\/[\w-]+\.[\w-]+\.[\w-]+/);
});

test('the account page with the decision e-mail switches, and My contributions with its links: axe and no sideways scroll', async ({
  page,
  stack,
}) => {
  test.slow();
  const admin = await Admin.connect(stack);
  const { institution } = await createTargets(admin);
  // Signed in once through storage (not at every load), so each audited language stays as the audit sets it.
  const student = await verifiedUser(stack);
  await rateInstitution(admin, institution.id, `Avis publié ${Date.now().toString(36)}`, { author: student.id });
  await page.goto('/account');
  await signIn(page, student);
  await auditEveryView(page, {
    widths: ['phone'],
    prepare: async (language) => {
      await expect(page.getByRole('switch', { name: t(language, 'account.decisionMail.refused') })).toBeChecked();
      await expect(page.getByRole('switch', { name: t(language, 'account.decisionMail.published') })).not.toBeChecked();
    },
  });
  await page.goto('/my-contributions');
  await auditEveryView(page, {
    widths: ['phone'],
    prepare: async (language) => {
      const record = page
        .locator('.contribution')
        .getByRole('link')
        .filter({ hasNotText: t(language, 'contributions.manageRating') });
      await expect(record).toHaveAttribute('href', new RegExp(`/institutions/${institution.id}`));
    },
  });
});

test('a switch on /account is stored on the account', async ({ page, context, stack }) => {
  const admin = await Admin.connect(stack);
  const student = await signInStudent(admin, context, 'fr');
  await page.goto('/account');
  await page.getByRole('switch', { name: t('fr', 'account.decisionMail.published') }).click();
  await expect(page.getByText(t('fr', 'account.mail.saved'))).toBeVisible();
  await expect(page.getByRole('switch', { name: t('fr', 'account.decisionMail.published') })).toBeChecked();
  await page.getByRole('switch', { name: t('fr', 'account.decisionMail.refused') }).click();
  await expect(page.getByRole('switch', { name: t('fr', 'account.decisionMail.refused') })).not.toBeChecked();
  await expect
    .poll(async () => {
      const stored = await admin.request('GET', `/api/collections/users/records/${student.id}`);
      return [stored.published_mail_on, stored.refused_mail_off];
    })
    .toEqual([true, true]);
});
