// The server's sign-in rate limit (30 a minute per address) is said as such, not as a wrong password. Its own
// PocketBase, so using the limit up holds back no other test.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { startOwnServer, uniqueEmail, type OwnServer } from './support';

test.use({ consoleErrors: 'allowed' });

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer({});
});

test.afterAll(async () => {
  await server?.stop();
});

test('too many sign-in attempts: the form says to wait, in French', async ({ page }) => {
  const email = uniqueEmail('limited');
  // Use the minute's allowance up from this machine's address (the browser shares it).
  let answer = 0;
  for (let i = 0; i < 40 && answer !== 429; i++) {
    const res = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: email, password: 'not-the-password' }),
    });
    answer = res.status;
  }
  expect(answer).toBe(429);

  await page.goto(`${server.url}/`);
  await page.evaluate(() => localStorage.setItem('rayek_lang', 'fr'));
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('fr', 'auth.signIn'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('fr', 'auth.signIn.title') });
  await dialog.getByLabel(t('fr', 'auth.field.email')).fill(email);
  await dialog.getByLabel(t('fr', 'auth.field.password')).fill('whatever-password');
  await dialog.getByRole('button', { name: t('fr', 'auth.signIn'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('fr', 'auth.error.TOO_MANY_ATTEMPTS'));
});
