// The server's refusals, shown as specific translated messages: wrong password, e-mail taken, no connection,
// a verification link that is no good. The browser logs the refused requests (400), hence 'allowed'.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { createUser, header, openDialog, signInAs, useLanguage } from './support';

test.use({ consoleErrors: 'allowed' });

test('wrong password is refused with its message; the right one signs in from the gate', async ({ page, stack }) => {
  const user = await createUser(stack, { verified: true, name: 'سلمى' });
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: t('ar', 'auth.gate.title') })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: t('ar', 'auth.signIn'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('ar', 'auth.signIn.title') });
  await dialog.getByLabel(t('ar', 'auth.field.email')).fill(user.email);
  await dialog.getByLabel(t('ar', 'auth.field.password')).fill('not-the-password');
  await dialog.getByRole('button', { name: t('ar', 'auth.signIn'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('ar', 'auth.error.WRONG_EMAIL_OR_PASSWORD'));

  await dialog.getByLabel(t('ar', 'auth.field.password')).fill(user.password);
  // Changing the form takes the refusal away.
  await expect(dialog.getByText(t('ar', 'auth.error.WRONG_EMAIL_OR_PASSWORD'))).toBeHidden();
  await dialog.getByRole('button', { name: t('ar', 'auth.signIn'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('ar', 'auth.notify.signedIn', { name: user.name }))).toBeVisible();
  await expect(page.getByText(t('ar', 'auth.account.ready'))).toBeVisible();
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();
});

test('an e-mail already in use is said on the e-mail field', async ({ page, stack }) => {
  const existing = await createUser(stack, { verified: true });
  await page.goto('/');
  await useLanguage(page, 'fr');
  await page.reload();
  const dialog = await openDialog(page, 'fr', 'signUp');
  await dialog.getByLabel(t('fr', 'auth.field.name')).fill('Sami');
  const email = dialog.getByLabel(t('fr', 'auth.field.email'));
  await email.fill(existing.email);
  await dialog.getByLabel(t('fr', 'auth.field.password'), { exact: true }).fill('another-password');
  await dialog.getByLabel(t('fr', 'auth.field.passwordConfirm')).fill('another-password');
  await dialog.getByRole('button', { name: t('fr', 'auth.signUp'), exact: true }).click();
  await expect(email).toHaveAccessibleDescription(t('fr', 'auth.error.EMAIL_ALREADY_USED'));
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // Still signed out, the form still there to correct.
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
});

test('offline, sign-in says a connection is needed instead of hanging', async ({ page, context, stack }) => {
  const user = await createUser(stack, { verified: true });
  await page.goto('/');
  await useLanguage(page, 'en');
  await page.reload();
  const dialog = await openDialog(page, 'en', 'signIn');
  await dialog.getByLabel(t('en', 'auth.field.email')).fill(user.email);
  await dialog.getByLabel(t('en', 'auth.field.password')).fill(user.password);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: t('en', 'auth.signIn'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('en', 'auth.error.CONNECTION_NEEDED'));
  await context.setOffline(false);
  await dialog.getByRole('button', { name: t('en', 'auth.signIn'), exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('a verification link that is no good says so and how to get a new one', async ({ page, stack }) => {
  // Well-formed and unexpired, but not signed by the server.
  const payload = Buffer.from(JSON.stringify({ id: 'x', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
  await page.goto(`/verify/eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJl`);
  await expect(page.getByRole('heading', { name: t('ar', 'auth.verify.failed.title') })).toBeVisible();
  await expect(page.getByText(t('ar', 'auth.verify.failed.signIn'))).toBeVisible();

  // Signed in and not verified: the same page offers a new link at once.
  const user = await createUser(stack, { verified: false });
  await signInAs(page, stack, user);
  await page.goto('/verify/eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl');
  await expect(page.getByRole('heading', { name: t('ar', 'auth.verify.failed.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('ar', 'auth.verify.resend') })).toBeEnabled();
});
