// A verified session stays usable with no network (a student on a bus): the gated page still shows its
// content after an offline reload, and signing out works offline too (nothing is asked of the server).
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { createUser, header, signInAs } from './support';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

test('offline, a verified session keeps the gated page open and can sign out', async ({ page, context, stack }) => {
  const user = await createUser(stack, { verified: true, name: 'Walid' });
  await page.goto('/');
  await signInAs(page, stack, user);
  await page.goto('/account');
  await expect(page.getByText(t('ar', 'auth.account.ready'))).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  // The refresh at start-up fails without network: the stored session stays.
  await expect(page.getByText(t('ar', 'auth.account.ready'))).toBeVisible();
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();

  await header(page)
    .getByRole('button', { name: t('ar', 'auth.signOut') })
    .click();
  await expect(page.getByText(t('ar', 'auth.notify.signedOut'))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('ar', 'auth.gate.title') })).toBeVisible();
});
