// When the verification e-mail cannot be sent (mail server down), the user is told: a red ERROR notification
// that stays until closed after sign-up, and the EMAIL_SEND_ERROR alert on "send again". Its own PocketBase,
// pointed at an SMTP port where nothing listens.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { closedPort, startOwnServer, uniqueEmail, type OwnServer } from './support';

test.use({ consoleErrors: 'allowed' });

let server: OwnServer;

test.beforeAll(async () => {
  // A free port is one nobody listens on: every send fails at once.
  server = await startOwnServer({
    RAYEK_SMTP_HOST: '127.0.0.1',
    RAYEK_SMTP_PORT: await closedPort(),
    RAYEK_SMTP_TLS: 'false',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a failed verification e-mail is an error that stays, and "send again" says it failed', async ({ page }) => {
  const name = 'Hela';
  const email = uniqueEmail('nomail');
  const password = 'a-good-password-2026';
  await page.goto(`${server.url}/`);
  await page.evaluate(() => localStorage.setItem('rayek_lang', 'en'));
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('en', 'auth.signUp'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('en', 'auth.signUp.title') });
  await dialog.getByLabel(t('en', 'auth.field.name')).fill(name);
  await dialog.getByLabel(t('en', 'auth.field.email')).fill(email);
  await dialog.getByLabel(t('en', 'auth.field.password'), { exact: true }).fill(password);
  await dialog.getByLabel(t('en', 'auth.field.passwordConfirm')).fill(password);
  await dialog.getByRole('button', { name: t('en', 'auth.signUp'), exact: true }).click();

  const success = page.getByRole('listitem').filter({ hasText: t('en', 'auth.notify.signedUp', { name }) });
  const failure = page.getByRole('alert').filter({ hasText: t('en', 'auth.error.EMAIL_SEND_ERROR') });
  await expect(success).toBeVisible();
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(t('en', 'notify.errorTitle'));
  // Success is teal, errors are red (the theme's accent and brand colours).
  await expect(success).toHaveCSS('background-color', 'rgb(15, 102, 96)');
  await expect(failure).toHaveCSS('background-color', 'rgb(179, 38, 47)');
  // The success closes by itself; the error stays until closed.
  await expect(success).toBeHidden({ timeout: 10_000 });
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: t('en', 'notify.close') }).click();
  await expect(failure).toBeHidden();

  // Nothing was sent, so there is no wait: "send again" is offered at once, and says it failed again.
  await page.goto(`${server.url}/account`);
  const resend = page.getByRole('button', { name: t('en', 'auth.verify.resend') });
  await resend.click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('en', 'auth.error.EMAIL_SEND_ERROR'));
  await expect(resend).toBeEnabled();
});
