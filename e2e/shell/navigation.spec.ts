// The phone menu (a modal drawer) and the sign-in / sign-up dialogs: keyboard, focus trap, focus return.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';

async function expectFocusInside(page: import('@playwright/test').Page, dialogName: string) {
  const inside = await page.evaluate(
    (name) =>
      document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-labelledby') &&
      document.getElementById(document.activeElement!.closest('[role="dialog"]')!.getAttribute('aria-labelledby')!)
        ?.textContent === name,
    dialogName,
  );
  expect(inside, 'focus stays in the dialog').toBe(true);
}

test.describe('at a phone viewport', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the header shows the menu button instead of the navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('navigation', { name: t('ar', 'nav.primary') })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: t('ar', 'auth.signIn') })).toBeHidden();
    await expect(page.getByRole('button', { name: t('ar', 'nav.openMenu') })).toBeVisible();
  });

  test('the drawer opens from the keyboard, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: t('ar', 'nav.openMenu') });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: t('ar', 'nav.menu') });
    await expect(drawer).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await expectFocusInside(page, t('ar', 'nav.menu'));
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the drawer navigates, switches language and opens sign-in, closing itself each time', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: t('ar', 'nav.openMenu') });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: t('ar', 'nav.menu') });
    await drawer.getByRole('link', { name: t('ar', 'nav.instructors') }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/instructors$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'instructors.title'));

    await menuButton.click();
    await drawer.getByRole('button', { name: t('fr', 'language.fr') }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'instructors.title'));

    await page.getByRole('button', { name: t('fr', 'nav.openMenu') }).click();
    const frenchDrawer = page.getByRole('dialog', { name: t('fr', 'nav.menu') });
    await frenchDrawer.getByRole('button', { name: t('fr', 'auth.signIn') }).click();
    await expect(frenchDrawer).toBeHidden();
    await expect(page.getByRole('dialog', { name: t('fr', 'auth.signIn.title') })).toBeVisible();
  });
});

test('sign-in and sign-up dialogs have a title, a description and a close button, and trap focus', async ({ page }) => {
  await page.goto('/guidelines');
  const signIn = page.getByRole('banner').getByRole('button', { name: t('ar', 'auth.signIn') });
  await signIn.click();
  const dialog = page.getByRole('dialog', { name: t('ar', 'auth.signIn.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(t('ar', 'auth.signIn.description'));
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expectFocusInside(page, t('ar', 'auth.signIn.title'));
  }
  // The page behind is inert while the dialog is open.
  await expect(page.getByRole('banner')).toBeHidden();

  await dialog.getByRole('button', { name: t('ar', 'auth.signUp') }).click();
  const signUpDialog = page.getByRole('dialog', { name: t('ar', 'auth.signUp.title') });
  await expect(signUpDialog).toHaveAccessibleDescription(t('ar', 'auth.signUp.description'));
  await signUpDialog.getByRole('button', { name: t('ar', 'dialog.close') }).click();
  await expect(signUpDialog).toBeHidden();
  await expect(signIn).toBeFocused();

  await page
    .getByRole('banner')
    .getByRole('button', { name: t('ar', 'auth.signUp') })
    .click();
  await expect(page.getByRole('dialog', { name: t('ar', 'auth.signUp.title') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/institutions');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t('ar', 'nav.skip') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('after an in-app navigation, focus moves to the new page heading', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('ar', 'footer.terms') })
    .click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(t('ar', 'legal.terms.title'));
  await expect(heading).toBeFocused();
});
