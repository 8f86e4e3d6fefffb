// Where the session shows: the header on a prerendered page (hydrated signed out, then the account), the
// phone menu (name and sign-out), and the notifications in the inline-end corner in both directions.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { createUser, header, signInAs, useLanguage } from './support';

test('a stored session shows in the header of the prerendered landing page, in Arabic, without a mismatch', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: true, name: 'مريم' });
  await page.goto('/');
  await signInAs(page, stack, user);
  await page.reload();
  await expect(header(page).getByRole('link', { name: user.name })).toBeVisible();
  await expect(header(page).getByRole('button', { name: t('ar', 'auth.signOut') })).toBeVisible();
  await expect(header(page).getByRole('button', { name: t('ar', 'auth.signUp'), exact: true })).toHaveCount(0);

  // Sign-out says so in the inline-end corner: bottom left, right to left.
  await header(page)
    .getByRole('button', { name: t('ar', 'auth.signOut') })
    .click();
  const note = page.getByRole('listitem').filter({ hasText: t('ar', 'auth.notify.signedOut') });
  await expect(note).toBeVisible();
  const box = (await note.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width / 2).toBeLessThan(viewport.width / 2);
  expect(box.y + box.height / 2).toBeGreaterThan(viewport.height / 2);
  // A success closes by itself.
  await expect(note).toBeHidden({ timeout: 10_000 });
  await expect(header(page).getByRole('button', { name: t('ar', 'auth.signUp'), exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu names the account and signs out; the notification sits bottom right in English', async ({
    page,
    stack,
  }) => {
    const user = await createUser(stack, { verified: true, name: 'Karim' });
    await page.goto('/');
    await useLanguage(page, 'en');
    await signInAs(page, stack, user);
    await page.reload();
    await header(page)
      .getByRole('button', { name: t('en', 'nav.openMenu') })
      .click();
    const drawer = page.getByRole('dialog', { name: t('en', 'nav.menu') });
    await expect(drawer.getByRole('link', { name: user.name })).toHaveAttribute('href', '/account');
    await expect(drawer.getByRole('button', { name: t('en', 'auth.signUp'), exact: true })).toHaveCount(0);
    await drawer.getByRole('button', { name: t('en', 'auth.signOut') }).click();
    await expect(drawer).toBeHidden();
    const note = page.getByRole('listitem').filter({ hasText: t('en', 'auth.notify.signedOut') });
    await expect(note).toBeVisible();
    const box = (await note.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(390 - 24);
    await header(page)
      .getByRole('button', { name: t('en', 'nav.openMenu') })
      .click();
    await expect(drawer.getByRole('button', { name: t('en', 'auth.signUp'), exact: true })).toBeVisible();
  });
});

test('a stored session past its token expiry counts as signed out and is forgotten', async ({ page }) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 'abcdefghij12345', type: 'auth', exp: Math.floor(Date.now() / 1000) - 60 })}.c2lnbmF0dXJl`;
  await page.goto('/');
  await page.evaluate(
    (value) => localStorage.setItem('pocketbase_auth', value),
    JSON.stringify({
      token: expired,
      record: { id: 'abcdefghij12345', name: 'Old Session', email: 'old@e2e.rayek.local', verified: true },
    }),
  );
  await page.reload();
  await expect(header(page).getByRole('button', { name: t('ar', 'auth.signUp'), exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Old Session' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: t('ar', 'auth.gate.title') })).toBeVisible();
});
