// The whole path of a new student: sign up → the e-mail arrives → its link verifies the account → the gated
// page shows its content; the session survives a reload and sign-out ends it.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { header, mailsTo, openDialog, uniqueEmail, useLanguage, verificationPath } from './support';

test('sign up, verify by the e-mailed link, use the gated page, reload, sign out', async ({ page, stack }) => {
  const name = 'Amira Ben Salah';
  const email = uniqueEmail('signup');
  const password = 'a-good-password-2026';
  await page.goto('/');
  await useLanguage(page, 'en');
  await page.reload();

  const dialog = await openDialog(page, 'en', 'signUp');
  const submit = dialog.getByRole('button', { name: t('en', 'auth.signUp'), exact: true });
  await dialog.getByLabel(t('en', 'auth.field.name')).fill(name);
  await dialog.getByLabel(t('en', 'auth.field.email')).fill(email);
  await dialog.getByLabel(t('en', 'auth.field.password'), { exact: true }).fill(password);
  // A submit with the confirmation left out is refused there, and nothing typed is lost.
  await submit.click();
  const confirm = dialog.getByLabel(t('en', 'auth.field.passwordConfirm'));
  await expect(confirm).toHaveAccessibleDescription(t('en', 'auth.error.REQUIRED'));
  await expect(confirm).toBeFocused();
  await expect(dialog.getByLabel(t('en', 'auth.field.password'), { exact: true })).toHaveValue(password);
  await confirm.fill(password);
  await submit.click();

  // Signed up and signed in: the dialog closes, the notifications say so, the header names the account.
  await expect(dialog).toBeHidden();
  // The header's sign-up button that opened the dialog is gone: focus lands on the page's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText(t('en', 'auth.notify.signedUp', { name }))).toBeVisible();
  await expect(page.getByText(t('en', 'auth.notify.verificationSent', { email }))).toBeVisible();
  await expect(header(page).getByRole('link', { name })).toHaveAttribute('href', '/account');
  await expect(header(page).getByRole('button', { name: t('en', 'auth.signUp') })).toHaveCount(0);

  // Not verified yet: the gated page shows the verification view instead of its content.
  await header(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: t('en', 'auth.verify.pending.title') })).toBeVisible();
  await expect(page.getByText(t('en', 'auth.account.ready'))).toHaveCount(0);

  // The e-mail arrives with a link to the app's own /verify page.
  await expect.poll(async () => (await mailsTo(stack, email)).length).toBe(1);
  const [mail] = await mailsTo(stack, email);
  await page.goto(verificationPath(mail!));
  await expect(page.getByRole('heading', { name: t('en', 'auth.verify.done.title') })).toBeVisible();

  await page.goto('/account');
  await expect(page.getByText(t('en', 'auth.account.ready'))).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();

  // The session (and its verified flag) survives a reload.
  await page.reload();
  await expect(page.getByText(t('en', 'auth.account.ready'))).toBeVisible();
  await expect(header(page).getByRole('link', { name })).toBeVisible();

  // Sign-out: said, the header offers sign-in and sign-up again, the gate asks to sign in.
  await header(page)
    .getByRole('button', { name: t('en', 'auth.signOut') })
    .click();
  const note = page.getByRole('listitem').filter({ hasText: t('en', 'auth.notify.signedOut') });
  await expect(note).toBeVisible();
  // Bottom right, left to right (the inline-end corner).
  const box = (await note.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height / 2).toBeGreaterThan(viewport.height / 2);
  await expect(header(page).getByRole('button', { name: t('en', 'auth.signUp'), exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('en', 'auth.gate.title') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: t('en', 'auth.gate.title') })).toBeVisible();
});

for (const language of ['ar', 'fr'] as const) {
  test(`${language}: sign-up links to the terms of use and the privacy policy, in a new tab that leaves the form as typed`, async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await useLanguage(page, language);
    await page.reload();
    const dialog = await openDialog(page, language, 'signUp');
    await dialog.getByLabel(t(language, 'auth.field.name')).fill('Amira Ben Salah');

    // Each link says it opens a new tab (its description).
    const newTab = t(language, 'auth.newTab');
    for (const [path, title] of [
      ['/terms-of-use', 'legal.terms.title'],
      ['/privacy-policy', 'legal.privacy.title'],
    ] as const) {
      const link = dialog.locator(`a[href="${path}"]`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleDescription(newTab);
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await opened.waitForLoadState();
      await expect(opened).toHaveURL(new RegExp(`${path}$`));
      await expect(opened.getByRole('heading', { level: 1 })).toHaveText(t(language, title));
      await opened.close();
    }
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(t(language, 'auth.field.name'))).toHaveValue('Amira Ben Salah');
  });
}
