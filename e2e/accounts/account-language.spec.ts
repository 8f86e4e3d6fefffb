// The account's language, the one Rayek's e-mails use: set at sign-up from the interface language, and
// following the interface language picked while signed in, also when the pick is made offline.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { asSuperuser, createUser, mailsTo, openDialog, signInAs, uniqueEmail, useLanguage } from './support';

// Offline, the flags and requests the page makes fail in the console.
test.use({ consoleErrors: 'allowed' });

const languageOf = async (stack: Parameters<typeof asSuperuser>[0], id: string) =>
  (await asSuperuser<{ language: string }>(stack, `/api/collections/users/records/${id}`)).language;

async function choose(page: Page, from: Language, to: Language) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${t(from, 'language.label')} ${t(from, `language.${from}`)}` })
    .click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t(to, `language.${to}`) })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

test('a sign-up in French gets its verification e-mail in French', async ({ page, stack }) => {
  const email = uniqueEmail('francais');
  await page.goto('/');
  await useLanguage(page, 'fr');
  await page.reload();
  const dialog = await openDialog(page, 'fr', 'signUp');
  await dialog.getByLabel(t('fr', 'auth.field.name')).fill('Inès');
  await dialog.getByLabel(t('fr', 'auth.field.email')).fill(email);
  await dialog.getByLabel(t('fr', 'auth.field.password'), { exact: true }).fill('un-bon-mot-de-passe');
  await dialog.getByLabel(t('fr', 'auth.field.passwordConfirm')).fill('un-bon-mot-de-passe');
  await dialog.getByRole('button', { name: t('fr', 'auth.signUp'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await mailsTo(stack, email)).length).toBe(1);
  const [mail] = await mailsTo(stack, email);
  expect(mail!.html).toContain('<html lang="fr" dir="ltr">');
  expect(mail!.html).toMatch(/\/verify\/[\w.-]+/);
});

test('switching the interface to Arabic while signed in makes Arabic the account’s language, once back online', async ({
  page,
  context,
  stack,
}) => {
  const user = await createUser(stack, { verified: true, language: 'en' });
  await page.goto('/');
  await signInAs(page, stack, user);
  await page.goto('/account');
  const note = (language: Language, value: Language) =>
    page.getByText(t(language, 'account.email.language', { language: value }));
  await expect(note('ar', 'en')).toBeVisible();

  // Online: French goes at once, and the page says so.
  await choose(page, 'ar', 'fr');
  await expect.poll(() => languageOf(stack, user.id)).toBe('fr');
  await expect(note('fr', 'fr')).toBeVisible();

  // Offline: the pick waits (the page says it will be saved), and goes when the connection returns.
  await context.setOffline(true);
  await choose(page, 'fr', 'ar');
  await expect(page.getByText(t('ar', 'account.email.languagePending', { language: 'ar' }))).toBeVisible();
  expect(await languageOf(stack, user.id)).toBe('fr');
  await context.setOffline(false);
  await expect.poll(() => languageOf(stack, user.id)).toBe('ar');
  await expect(note('ar', 'ar')).toBeVisible();
  await expect(page.getByText(t('ar', 'account.email.languagePending', { language: 'ar' }))).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('rayek_lang_pending'))).toBeNull();
});

test('a pick that could not be sent goes at the next start', async ({ page, context, stack }) => {
  const user = await createUser(stack, { verified: true, language: 'ar' });
  await page.goto('/');
  await signInAs(page, stack, user);
  await page.goto('/account');
  // The request is refused on its way (no answer): the pick stays pending.
  await page.route('**/api/collections/users/records/*', (route) =>
    route.request().method() === 'PATCH' ? route.abort() : route.fallback(),
  );
  await choose(page, 'ar', 'fr');
  await expect(page.getByText(t('fr', 'account.email.languagePending', { language: 'fr' }))).toBeVisible();
  await page.close();
  expect(await languageOf(stack, user.id)).toBe('ar');

  const next = await context.newPage();
  await next.goto('/account');
  await next.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await expect.poll(() => languageOf(stack, user.id)).toBe('fr');
  await expect(next.getByText(t('fr', 'account.email.language', { language: 'fr' }))).toBeVisible();
});
