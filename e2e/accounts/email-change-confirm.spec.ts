// The e-mail change link: its token is opaque, so the page asks the server which address it moves the account
// to, names it and asks for the account's password; a wrong one is said on the field, the right one moves the
// account and signs in with the new address, after which the old address no longer signs in. A used, expired
// or unknown link says so before asking anything and sends the user back to their account page.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  createUser,
  expiredLinkToken,
  header,
  linkPath,
  mailsTo,
  openDialog,
  requestEmailChange,
  signInAs,
  uniqueEmail,
  useLanguage,
} from './support';

// The wrong password and the used link are answered 400, which the browser logs.
test.use({ consoleErrors: 'allowed' });

test('a signed-in student confirms the new address with their password and is signed in with it', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: true, name: 'Ines' });
  const newEmail = uniqueEmail('moved');
  await page.goto('/');
  await useLanguage(page, 'en');
  await signInAs(page, stack, user);
  await page.reload();
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();

  await requestEmailChange(stack, user, newEmail);
  await expect.poll(async () => (await mailsTo(stack, newEmail)).length).toBe(1);
  const link = linkPath((await mailsTo(stack, newEmail))[0]!, 'confirm-email-change');
  expect((await page.goto(link))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'auth.emailChange.title'));
  await expect(page.getByText(t('en', 'auth.emailChange.intro', { email: newEmail }))).toBeVisible();

  // A wrong password: said on the field, which keeps the focus and what was typed.
  const password = page.getByLabel(t('en', 'auth.field.password'), { exact: true });
  await password.fill('not-my-password');
  await password.press('Enter');
  await expect(password).toHaveAccessibleDescription(t('en', 'auth.error.WRONG_PASSWORD'));
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('not-my-password');

  await password.fill(user.password);
  await password.press('Enter');
  await expect(page.getByRole('heading', { name: t('en', 'auth.emailChange.done.title') })).toBeVisible();
  await expect(page.getByText(t('en', 'auth.emailChange.done.text', { email: newEmail }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText(t('en', 'auth.emailChange.notify.done'))).toBeVisible();
  // The session stored now is the new sign-in's, with the new address.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { record?: { email?: string } }).record
            ?.email,
      ),
    )
    .toBe(newEmail);
  await page.goto('/account');
  await expect(page.getByRole('definition').filter({ hasText: newEmail })).toBeVisible();

  // Signed out, the old address no longer signs in; the new one does.
  await header(page)
    .getByRole('button', { name: t('en', 'auth.signOut') })
    .click();
  const dialog = await openDialog(page, 'en', 'signIn');
  const email = dialog.getByLabel(t('en', 'auth.field.email'));
  await email.fill(user.email);
  await dialog.getByLabel(t('en', 'auth.field.password'), { exact: true }).fill(user.password);
  await email.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(t('en', 'auth.error.WRONG_EMAIL_OR_PASSWORD'));
  await email.fill(newEmail);
  await email.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();

  // The same link again has served: said at once, and the way on is the account page.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: t('en', 'auth.error.LINK_EXPIRED') })).toBeVisible();
  await expect(password).toHaveCount(0);
  await page.getByRole('link', { name: t('en', 'auth.emailChange.expired.action') }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('signed out, in French: the link moves the account and signs in with the new address', async ({ page, stack }) => {
  const user = await createUser(stack, { verified: true, name: 'Karim' });
  const newEmail = uniqueEmail('nouvelle');
  await requestEmailChange(stack, user, newEmail);
  await expect.poll(async () => (await mailsTo(stack, newEmail)).length).toBe(1);
  await page.goto('/');
  await useLanguage(page, 'fr');
  await page.goto(linkPath((await mailsTo(stack, newEmail))[0]!, 'confirm-email-change'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'auth.emailChange.title'));
  // By keyboard: the password field, then the button.
  const password = page.getByLabel(t('fr', 'auth.field.password'), { exact: true });
  await password.fill(user.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: t('fr', 'auth.emailChange.submit') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('fr', 'auth.emailChange.done.text', { email: newEmail }))).toBeVisible();
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();
});

test('a link the server does not take says so at once and leads to the account page', async ({ page }) => {
  // An unknown token, and a link of PocketBase's own from before Rayek's (a JWT), which the server no longer takes.
  for (const token of [
    'A'.repeat(40),
    expiredLinkToken({ type: 'emailChange', email: 'a@e2e.rayek.local', newEmail: 'b@e2e.rayek.local' }),
  ]) {
    await page.goto(`/confirm-email-change/${token}`);
    await expect(page.getByRole('heading', { name: t('ar', 'auth.error.LINK_EXPIRED') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('ar', 'auth.emailChange.expired.action') })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(page.getByLabel(t('ar', 'auth.field.password'))).toHaveCount(0);
  }
});
