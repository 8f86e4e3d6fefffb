// The not-verified view: resend with a one-minute wait that survives a reload, a second e-mail after it,
// "I have verified — refresh", and a verified flag picked up when the app loads or the connection returns.
// The minute passes on the browser's clock (Playwright's): the e2e stack's server lets a second e-mail through at
// once (RAYEK_VERIFICATION_RESEND_SECONDS=0), and tests/api/verification-resend.test.ts checks its real minute.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { createUser, mailsTo, setVerified, signInAs, useLanguage } from './support';

test('resend starts the countdown, which survives a reload; a second e-mail arrives after it', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: false });
  // The page's clock runs as the real one until the test moves it on.
  await page.clock.install();
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

  // Still counting down with the page open; a minute later the button is back and a second e-mail arrives.
  await page.clock.fastForward(30_000);
  await expect(waiting).toBeDisabled();
  await page.clock.fastForward(31_000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(waiting).toBeDisabled();
  await expect.poll(async () => (await mailsTo(stack, user.email)).length).toBe(2);
});

test('"I have verified — refresh" says not yet, then shows the content once the account is verified', async ({
  page,
  stack,
}) => {
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

test('a flag verified elsewhere is picked up on load and when the connection returns', async ({
  page,
  context,
  stack,
}) => {
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
