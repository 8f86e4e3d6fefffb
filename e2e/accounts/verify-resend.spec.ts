// The not-verified view: resend with a one-minute wait that survives a reload, a second e-mail after it,
// "I have verified — refresh", and a verified flag picked up when the app loads or the connection returns.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { createUser, mailsTo, setVerified, signInAs, useLanguage } from './support';

test('resend starts the countdown, which survives a reload; a second e-mail arrives after it', async ({ page, stack }) => {
  // The minute is real: the server refuses a second e-mail within it (it is not only the button's rule).
  test.setTimeout(120_000);
  const user = await createUser(stack, { verified: false });
  await page.goto('/');
  await useLanguage(page, 'en');
  await signInAs(page, stack, user);
  await page.goto('/account');

  await expect(page.getByRole('heading', { name: t('en', 'auth.verify.pending.title') })).toBeVisible();
  await expect(page.getByText(t('en', 'auth.verify.pending.text', { email: user.email }))).toBeVisible();
  const resend = page.getByRole('button', { name: t('en', 'auth.verify.resend') });
  await resend.click();
  const waiting = page.getByRole('button', { name: /^Send again in \d+ seconds?$/ });
  await expect(waiting).toBeDisabled();
  await expect(page.getByText(t('en', 'auth.notify.verificationSent', { email: user.email }))).toBeVisible();
  await expect.poll(async () => (await mailsTo(stack, user.email)).length).toBe(1);

  await page.reload();
  await expect(waiting).toBeDisabled();
  await expect(resend).toHaveCount(0);

  // After the minute (the server keeps the same wait), the button is back and a second e-mail arrives.
  await expect(resend).toBeEnabled({ timeout: 75_000 });
  await resend.click();
  await expect(waiting).toBeDisabled();
  await expect.poll(async () => (await mailsTo(stack, user.email)).length).toBe(2);
});

test('"I have verified — refresh" says not yet, then shows the content once the account is verified', async ({ page, stack }) => {
  const user = await createUser(stack, { verified: false, name: 'Youssef' });
  await page.goto('/');
  await useLanguage(page, 'fr');
  await signInAs(page, stack, user);
  await page.goto('/account');

  const refresh = page.getByRole('button', { name: t('fr', 'auth.verify.refresh') });
  await refresh.click();
  await expect(page.getByText(t('fr', 'auth.verify.notYet'))).toBeVisible();

  await setVerified(stack, user);
  await refresh.click();
  await expect(page.getByText(t('fr', 'auth.account.ready'))).toBeVisible();
});

test('a flag verified elsewhere is picked up on load and when the connection returns', async ({ page, context, stack }) => {
  const first = await createUser(stack, { verified: false });
  await page.goto('/');
  await useLanguage(page, 'en');
  await signInAs(page, stack, first);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: t('en', 'auth.verify.pending.title') })).toBeVisible();
  await setVerified(stack, first);
  await page.reload();
  await expect(page.getByText(t('en', 'auth.account.ready'))).toBeVisible();

  const second = await createUser(stack, { verified: false });
  await signInAs(page, stack, second);
  await page.reload();
  await expect(page.getByRole('heading', { name: t('en', 'auth.verify.pending.title') })).toBeVisible();
  await context.setOffline(true);
  await setVerified(stack, second);
  await context.setOffline(false);
  await expect(page.getByText(t('en', 'auth.account.ready'))).toBeVisible();
});
