// "Forgot your password?": the link by e-mail, the new password on the app's own page, signed in with it; the
// old password no longer works, a used link says so and offers a new one there, an unknown address gets the
// same answer, and a device signed in before the reset is asked to sign in again with its waiting item kept,
// whether it comes back online or stayed open and online (its first refused send ends the session).
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import {
  clientId,
  createInstitution,
  databaseReady,
  institutionRating,
  institutionRatingsBy,
  outboxRows,
  seedOutbox,
  sessionFor,
  signIn,
} from '../outbox/support';
import { Admin, createTargets } from '../forms/support';
import {
  createUser,
  expiredLinkToken,
  header,
  linkPath,
  mailsTo,
  openDialog,
  uniqueEmail,
  useLanguage,
} from './support';

// Wrong passwords and the used link are answered 400, which the browser logs.
test.use({ consoleErrors: 'allowed' });

/** From the sign-in dialog with `email` typed, by keyboard, to the reset request sent; the dialog is returned. */
async function askForResetLink(page: Page, language: Language, email: string) {
  const dialog = await openDialog(page, language, 'signIn');
  await dialog.getByLabel(t(language, 'auth.field.email')).fill(email);
  await dialog.getByLabel(t(language, 'auth.field.password'), { exact: true }).focus();
  await page.keyboard.press('Tab');
  const forgot = dialog.getByRole('button', { name: t(language, 'auth.forgot.link') });
  await expect(forgot).toBeFocused();
  await page.keyboard.press('Enter');
  // The same dialog, now the reset request, its heading focused, with the address carried over.
  const reset = page.getByRole('dialog', { name: t(language, 'auth.forgot.title') });
  await expect(reset.getByRole('heading', { name: t(language, 'auth.forgot.title') })).toBeFocused();
  const field = reset.getByLabel(t(language, 'auth.field.email'));
  await expect(field).toHaveValue(email);
  await field.press('Enter');
  await expect(reset.getByRole('status')).toHaveText(t(language, 'auth.forgot.sent', { email }));
  return reset;
}

/** The reset link of the `count`-th e-mail the address received. */
async function resetLink(stack: Parameters<typeof mailsTo>[0], email: string, count: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(stack, email)).length).toBe(count);
  return linkPath((await mailsTo(stack, email))[count - 1]!, 'reset-password');
}

test('forgot password: the e-mailed link sets a new one and signs in; the old one is refused, the used link offers a new one', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: true, name: 'Sonia' });
  const newPassword = 'un-nouveau-mot-de-passe';
  await page.goto('/');
  await useLanguage(page, 'fr');
  await page.reload();

  const dialog = await askForResetLink(page, 'fr', user.email);
  // "Remembered it?" goes back to sign-in with the address.
  await dialog.getByRole('button', { name: t('fr', 'auth.signIn'), exact: true }).click();
  const signInDialog = page.getByRole('dialog', { name: t('fr', 'auth.signIn.title') });
  await expect(signInDialog.getByLabel(t('fr', 'auth.field.email'))).toHaveValue(user.email);
  await page.keyboard.press('Escape');

  const link = await resetLink(stack, user.email, 1);
  expect((await page.goto(link))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'auth.reset.title'));
  await expect(page.getByText(t('fr', 'auth.reset.intro', { email: user.email }))).toBeVisible();

  // Two different copies: refused on the confirmation, focus there, nothing typed lost.
  const password = page.getByLabel(t('fr', 'auth.reset.field.password'), { exact: true });
  const confirm = page.getByLabel(t('fr', 'auth.reset.field.passwordConfirm'));
  await password.fill(newPassword);
  await confirm.fill('un-autre-mot-de-passe');
  await confirm.press('Enter');
  await expect(confirm).toHaveAccessibleDescription(t('fr', 'auth.error.PASSWORDS_DONT_MATCH'));
  await expect(confirm).toBeFocused();
  await expect(password).toHaveValue(newPassword);
  await confirm.fill(newPassword);
  await confirm.press('Enter');

  // Done and signed in: said on the page (its heading takes the focus) and in a notification.
  await expect(page.getByRole('heading', { name: t('fr', 'auth.reset.done.title') })).toBeVisible();
  await expect(page.getByText(t('fr', 'auth.reset.done.text'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText(t('fr', 'auth.reset.notify.done'))).toBeVisible();
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();

  // Signed out, the old password is refused and the new one works.
  await header(page)
    .getByRole('button', { name: t('fr', 'auth.signOut') })
    .click();
  const again = await openDialog(page, 'fr', 'signIn');
  await again.getByLabel(t('fr', 'auth.field.email')).fill(user.email);
  const passwordField = again.getByLabel(t('fr', 'auth.field.password'), { exact: true });
  await passwordField.fill(user.password);
  await passwordField.press('Enter');
  await expect(again.getByRole('alert')).toHaveText(t('fr', 'auth.error.WRONG_EMAIL_OR_PASSWORD'));
  await passwordField.fill(newPassword);
  await passwordField.press('Enter');
  await expect(again).toBeHidden();
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();

  // The same link again: it has served. The page says so and asks for a new one right there.
  await page.goto(link);
  await password.fill('encore-un-mot-de-passe');
  await confirm.fill('encore-un-mot-de-passe');
  await confirm.press('Enter');
  await expect(page.getByRole('heading', { name: t('fr', 'auth.error.LINK_EXPIRED') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const email = page.getByRole('main').getByLabel(t('fr', 'auth.field.email'));
  await expect(email).toHaveValue(user.email);
  await page.getByRole('button', { name: t('fr', 'auth.forgot.submit') }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    t('fr', 'auth.forgot.sent', { email: user.email }),
  );
  const second = await resetLink(stack, user.email, 2);
  expect(second).not.toBe(link);
});

test('an unknown address gets the same answer; a failed request says so and keeps the address', async ({ page }) => {
  const unknown = uniqueEmail('nobody');
  await page.goto('/');
  await useLanguage(page, 'en');
  await page.reload();
  const dialog = await askForResetLink(page, 'en', unknown);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await page.route('**/api/collections/users/request-password-reset', (route) =>
    route.fulfill({ status: 503, json: { status: 503, message: 'Unavailable', data: {} } }),
  );
  const field = dialog.getByLabel(t('en', 'auth.field.email'));
  await field.fill(`other-${unknown}`);
  await field.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(t('en', 'auth.error.SERVER_ERROR'));
  await expect(field).toHaveValue(`other-${unknown}`);
});

test('a link whose token has visibly expired says so at once and offers a new one for its address', async ({
  page,
}) => {
  const email = uniqueEmail('expired');
  await page.goto(`/reset-password/${expiredLinkToken({ id: 'abcdefghij12345', type: 'passwordReset', email })}`);
  await expect(page.getByRole('heading', { name: t('ar', 'auth.error.LINK_EXPIRED') })).toBeVisible();
  await expect(page.getByRole('main').getByLabel(t('ar', 'auth.field.email'))).toHaveValue(email);
  await expect(page.getByLabel(t('ar', 'auth.reset.field.password'))).toHaveCount(0);
});

test('a device signed in before the reset is asked to sign in again and keeps its waiting item', async ({
  page,
  context,
  stack,
}) => {
  const user = await createUser(stack, { verified: true, name: 'Yassine' });
  const institution = await createInstitution(stack);
  const newPassword = 'كلمة-سر-جديدة-2026';

  // The other device: signed in, offline, a rating waiting in its outbox.
  const other = await (
    await context.browser()!.newContext({ baseURL: stack.baseURL, serviceWorkers: 'block' })
  ).newPage();
  await other.goto('/');
  await signIn(other, await sessionFor(stack, user.id));
  await expect(header(other).getByRole('link', { name: user.name })).toBeVisible();
  await databaseReady(other);
  await other.context().setOffline(true);
  const item = clientId();
  await seedOutbox(other, [{ id: item, userId: user.id, payload: institutionRating(institution), label: 'Institut' }]);

  // This device, in Arabic: the whole reset.
  await page.goto('/');
  await askForResetLink(page, 'ar', user.email);
  await page.keyboard.press('Escape');
  await page.goto(await resetLink(stack, user.email, 1));
  await page.getByLabel(t('ar', 'auth.reset.field.password'), { exact: true }).fill(newPassword);
  await page.getByLabel(t('ar', 'auth.reset.field.passwordConfirm')).fill(newPassword);
  await page.getByRole('button', { name: t('ar', 'auth.reset.submit') }).click();
  await expect(page.getByRole('heading', { name: t('ar', 'auth.reset.done.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();

  // Back online, the other device's session is refused: it ends there, the item stays and waits for a sign-in.
  await other.context().setOffline(false);
  await expect(header(other).getByRole('button', { name: t('ar', 'auth.signIn'), exact: true })).toBeVisible();
  await expect
    .poll(async () => (await outboxRows(other)).map((row) => [row.id, row.state]))
    .toEqual([[item, 'waiting']]);
  await other.goto('/outbox');
  await other.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const panel = other.getByRole('region', { name: t('ar', 'outbox.signIn.title') });
  await expect(panel).toContainText(t('ar', 'outbox.signedOut.text', { count: 1 }));
  await panel.getByRole('button', { name: t('ar', 'auth.signIn') }).click();
  const dialog = other.getByRole('dialog', { name: t('ar', 'auth.signIn.title') });
  await dialog.getByLabel(t('ar', 'auth.field.email')).fill(user.email);
  await dialog.getByLabel(t('ar', 'auth.field.password'), { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: t('ar', 'auth.signIn'), exact: true }).click();
  // Signed in again with the new password, the kept item goes out.
  await expect.poll(async () => (await institutionRatingsBy(stack, user.id)).map((r) => r.id)).toEqual([item]);
  await other.context().close();
});

test('a device left open and online is signed out at its first refused send after a reset elsewhere, its item kept', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: true, name: 'Amel' });
  const { instructor } = await createTargets(await Admin.connect(stack));
  await page.goto('/');
  await signIn(page, await sessionFor(stack, user.id));
  await page.goto(`/report/instructors/${instructor.id}`);
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();

  // The reset happens elsewhere (through the API here): every token issued before it is dead.
  const post = (path: string, body: unknown) =>
    fetch(`${stack.baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/collections/users/request-password-reset', { email: user.email })).status).toBe(204);
  const token = (await resetLink(stack, user.email, 1)).split('/').pop()!;
  const password = 'another-new-password-2026';
  expect(
    (await post('/api/collections/users/confirm-password-reset', { token, password, passwordConfirm: password }))
      .status,
  ).toBe(204);

  // This page still holds the old session: the report it sends is refused, the session is checked and ends.
  await page.getByRole('radio', { name: t('ar', 'report.reason.FALSE_OFF_TOPIC'), exact: true }).check();
  await page.getByRole('textbox', { name: t('ar', 'form.report.comment') }).fill('هذا موش أستاذ في المؤسسة هذي.');
  await page.getByRole('button', { name: t('ar', 'form.submit') }).click();
  await expect(header(page).getByRole('button', { name: t('ar', 'auth.signIn'), exact: true })).toBeVisible();
  await expect
    .poll(async () => (await outboxRows(page)).map((row) => [row.collection, row.state, row.userId]))
    .toEqual([['reports', 'waiting', user.id]]);
  expect(await (await Admin.connect(stack)).list('reports', `reported_id = "${instructor.id}"`)).toEqual([]);
});
