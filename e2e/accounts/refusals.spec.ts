// The server's refusals, shown as specific translated messages: wrong password, no connection, a verification
// link that is no good; and a sign-up with an address in use, which is never said to be taken. The browser
// logs the refused requests (400), hence 'allowed'.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  createUser,
  header,
  mailsTo,
  openDialog,
  sendAccountNotices,
  signInAs,
  uniqueEmail,
  useLanguage,
} from './support';

test.use({ consoleErrors: 'allowed' });

test('wrong password is refused with its message; the right one signs in from the gate', async ({ page, stack }) => {
  const user = await createUser(stack, { verified: true, name: 'سلمى' });
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: t('ar', 'auth.gate.title') })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: t('ar', 'auth.signIn'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('ar', 'auth.signIn.title') });
  await dialog.getByLabel(t('ar', 'auth.field.email')).fill(user.email);
  await dialog.getByLabel(t('ar', 'auth.field.password')).fill('not-the-password');
  await dialog.getByRole('button', { name: t('ar', 'auth.signIn'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('ar', 'auth.error.WRONG_EMAIL_OR_PASSWORD'));

  // The refused submit keeps the focus where it was, on the button.
  await expect(dialog.getByRole('button', { name: t('ar', 'auth.signIn'), exact: true })).toBeFocused();

  await dialog.getByLabel(t('ar', 'auth.field.password')).fill(user.password);
  // Changing the form takes the refusal away.
  await expect(dialog.getByText(t('ar', 'auth.error.WRONG_EMAIL_OR_PASSWORD'))).toBeHidden();

  // While the answer is on its way, the button says so and keeps the focus (it is never `disabled`), and
  // pressing it again sends nothing more. The server's answer is held until the checks are done.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let attempts = 0;
  await page.route('**/api/collections/users/auth-with-password', async (route) => {
    attempts += 1;
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: t('ar', 'auth.signIn'), exact: true }).click();
  const pending = dialog.getByRole('button', { name: t('ar', 'auth.submit.pending') });
  await expect(pending).toHaveAttribute('aria-disabled', 'true');
  await expect(pending).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pending).toBeFocused();
  release();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('ar', 'auth.notify.signedIn', { name: user.name }))).toHaveCount(1);
  expect(attempts).toBe(1);
  await expect(page.getByText(t('ar', 'auth.account.ready'))).toBeVisible();
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();
  // The button that opened the dialog went with the gate: focus lands on the page's heading, not on <body>.
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'auth.account.title') })).toBeFocused();
});

test('a sign-up with an address in use says to check the inbox, keeps the form, and e-mails the owner', async ({
  page,
  stack,
}) => {
  const existing = await createUser(stack, { verified: true });
  await page.goto('/');
  await useLanguage(page, 'fr');
  await page.reload();
  const dialog = await openDialog(page, 'fr', 'signUp');
  const typed = {
    name: 'Sami',
    email: existing.email,
    password: 'another-password',
  };
  await dialog.getByLabel(t('fr', 'auth.field.name')).fill(typed.name);
  const email = dialog.getByLabel(t('fr', 'auth.field.email'));
  await email.fill(typed.email);
  await dialog.getByLabel(t('fr', 'auth.field.password'), { exact: true }).fill(typed.password);
  await dialog.getByLabel(t('fr', 'auth.field.passwordConfirm')).fill(typed.password);
  await dialog.getByRole('button', { name: t('fr', 'auth.signUp'), exact: true }).click();

  // A neutral note, never "address taken" nor an error; the form as typed, still signed out.
  await expect(dialog.getByRole('status')).toHaveText(t('fr', 'auth.error.CHECK_YOUR_INBOX'));
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel(t('fr', 'auth.field.name'))).toHaveValue(typed.name);
  await expect(email).toHaveValue(typed.email);
  await expect(dialog.getByLabel(t('fr', 'auth.field.password'), { exact: true })).toHaveValue(typed.password);
  await expect(dialog.getByLabel(t('fr', 'auth.field.passwordConfirm'))).toHaveValue(typed.password);
  await expect(page.getByText(t('fr', 'auth.notify.signedUp', { name: typed.name }))).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();

  // Changing the form takes the note away.
  await dialog.getByLabel(t('fr', 'auth.field.name')).fill('Samia');
  await expect(dialog.getByText(t('fr', 'auth.error.CHECK_YOUR_INBOX'))).toBeHidden();

  // The owner of the address is told, by e-mail, in the owner's language (Arabic, their account's), not the
  // language of whoever typed their address.
  await sendAccountNotices(stack);
  await expect.poll(async () => (await mailsTo(stack, existing.email)).length).toBe(1);
  const [mail] = await mailsTo(stack, existing.email);
  expect(mail!.html).toContain('واحد حاول يعمل حساب جديد في رايك بالإيميل متاعك.');
});

test("the address's owner signing up again with their own password is simply signed in", async ({ page, stack }) => {
  const existing = await createUser(stack, { verified: true, name: 'Salma Owner' });
  await page.goto('/');
  await useLanguage(page, 'en');
  await page.reload();
  const dialog = await openDialog(page, 'en', 'signUp');
  await dialog.getByLabel(t('en', 'auth.field.name')).fill('Salma Again');
  await dialog.getByLabel(t('en', 'auth.field.email')).fill(existing.email);
  await dialog.getByLabel(t('en', 'auth.field.password'), { exact: true }).fill(existing.password);
  await dialog.getByLabel(t('en', 'auth.field.passwordConfirm')).fill(existing.password);
  await dialog.getByRole('button', { name: t('en', 'auth.signUp'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('en', 'auth.notify.signedIn', { name: existing.name }))).toBeVisible();
  await expect(header(page).getByRole('link', { name: existing.name })).toBeVisible();
});

test('a new account whose sign-in is turned away moves to the sign-in form, focus on its heading', async ({ page }) => {
  await page.goto('/');
  await useLanguage(page, 'en');
  await page.reload();
  // The account is created; the sign-in that follows meets the rate limit.
  await page.route('**/api/collections/users/auth-with-password', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ status: 429, message: 'Too Many Requests.', data: {} }),
    }),
  );
  const dialog = await openDialog(page, 'en', 'signUp');
  const password = 'a-good-password-2026';
  await dialog.getByLabel(t('en', 'auth.field.name')).fill('Hedi');
  await dialog.getByLabel(t('en', 'auth.field.email')).fill(uniqueEmail('turned-away'));
  await dialog.getByLabel(t('en', 'auth.field.password'), { exact: true }).fill(password);
  await dialog.getByLabel(t('en', 'auth.field.passwordConfirm')).fill(password);
  await dialog.getByRole('button', { name: t('en', 'auth.signUp'), exact: true }).click();

  await expect(page.getByText(t('en', 'auth.error.TOO_MANY_ATTEMPTS'))).toBeVisible();
  const signIn = page.getByRole('dialog', { name: t('en', 'auth.signIn.title') });
  // The submit button that had the focus went with the sign-up form: focus is on the new form's heading.
  await expect(signIn.getByRole('heading', { name: t('en', 'auth.signIn.title') })).toBeFocused();
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
  const payload = Buffer.from(JSON.stringify({ id: 'x', exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
    'base64url',
  );
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
