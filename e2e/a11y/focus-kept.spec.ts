// A keyboard user never loses their place: after "Show more", a page of results, a language choice or a
// verification e-mail sent again, the focus is on something of the page, never dropped to <body>.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signIn, verifiedUser } from '../outbox/support';
import { demoRecords, setVerified, unverifiedUser } from './support';

/** The focused element, described as a reader would find it (or "body" when the focus was dropped). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`;
  });

test('Show more moves the focus to the first rating it brought, up to the last page', async ({ page, stack }) => {
  const { institution } = await demoRecords(stack);
  await page.goto(`/institutions/${institution}`);
  const ratings = page.locator('.rating-list > li');
  const more = page.getByRole('button', { name: t('ar', 'browse.ratings.more') });
  await expect(ratings).toHaveCount(5);
  // The served page already lists the first five (lib/pages/served-reviews.js); "Show more" comes with the app's list.
  await expect(more).toBeVisible();
  let shown = 5;
  // Until the last page, where the button goes away.
  while (await more.isVisible()) {
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => ratings.count()).toBeGreaterThan(shown);
    await expect(ratings.nth(shown)).toBeFocused();
    shown = await ratings.count();
  }
  expect(shown).toBeGreaterThan(5);
  expect(await focused(page)).not.toBe('body');
});

test('the pager moves the focus to the new page of results', async ({ page }) => {
  await page.goto('/institutions');
  const next = page.getByRole('button', { name: t('ar', 'browse.next') });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('ar', 'browse.page', { page: '2' }))).toBeVisible();
  expect(await focused(page)).not.toBe('body');
  // The focus is on the results, so Tab goes on to the first result of the new page.
  await page.keyboard.press('Tab');
  await expect(page.locator('.result-list a').first()).toBeFocused();

  await page.getByRole('button', { name: t('ar', 'browse.previous') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('ar', 'browse.page', { page: '1' }))).toBeVisible();
  expect(await focused(page)).not.toBe('body');
});

test('choosing a language keeps the focus on the language button, in the header and in the phone menu', async ({
  page,
}) => {
  await page.goto('/');
  const button = page
    .getByRole('banner')
    .getByRole('button', { name: `${t('ar', 'language.label')} ${t('ar', 'language.ar')}` });
  await button.focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('ar', 'language.fr') })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('banner').getByRole('button', { name: `${t('fr', 'language.label')} ${t('fr', 'language.fr')}` }),
  ).toBeFocused();

  await page.setViewportSize({ width: 320, height: 700 });
  const menu = page.getByRole('button', { name: t('fr', 'nav.openMenu') });
  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: t('fr', 'nav.menu') });
  await drawer.getByRole('button', { name: t('fr', 'language.en') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: t('en', 'nav.openMenu') })).toBeFocused();
});

test('sending the verification e-mail again keeps the focus on its button while it counts down', async ({
  page,
  stack,
}) => {
  const user = await unverifiedUser(stack);
  const { institution } = await demoRecords(stack);
  await page.goto(`/institutions/${institution}/add-rating`);
  await signIn(page, user);

  const resend = page.getByRole('button', { name: t('ar', 'auth.verify.resend') });
  await resend.focus();
  await page.keyboard.press('Enter');
  // The same button, now counting down: unavailable, yet focused.
  const counting = page.locator(':focus');
  await expect(counting).toHaveAttribute('aria-disabled', 'true');
  await expect(counting).toHaveText(/\d/);

  // "I have verified": still not, so the focus stays on the button and the answer is said below it.
  const refresh = page.getByRole('button', { name: t('ar', 'auth.verify.refresh') });
  await refresh.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: t('ar', 'auth.verify.notYet') })).toBeVisible();
  await expect(refresh).toBeFocused();

  // Verified meanwhile (the link opened elsewhere): the form replaces the panel and the page's title takes the focus.
  await setVerified(stack, user.id, true);
  await refresh.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: t('ar', 'form.submit') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('signing out hands the focus to the sign-in button in its place', async ({ page, stack }) => {
  await page.goto('/institutions');
  await signIn(page, await verifiedUser(stack));
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: t('ar', 'auth.signOut') }).focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('button', { name: t('ar', 'auth.signIn') })).toBeFocused();
});
