// axe-core on the open search of the header, with results of every kind, in Arabic, French and English, at a
// 320 px phone and a desktop width (no sideways scroll either); and the home page's search button.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { auditEveryView } from './support';

test.describe.configure({ timeout: 60_000 });

test('the open search with results', async ({ page }) => {
  await page.goto('/');
  await auditEveryView(page, {
    prepare: async (language) => {
      await page
        .locator('.site-header')
        .getByRole('button', { name: t(language, 'search.open') })
        .click();
      const dialog = page.getByRole('dialog', { name: t(language, 'browse.unified.title') });
      await dialog.getByRole('searchbox', { name: t(language, 'browse.unified.label') }).fill('sa');
      await expect(dialog.getByRole('region', { name: t(language, 'browse.unified.institutions') })).toBeVisible();
      await expect(dialog.getByRole('region', { name: t(language, 'browse.unified.programs') })).toBeVisible();
      await expect(dialog.getByRole('region', { name: t(language, 'browse.unified.instructors') })).toBeVisible();
    },
  });
});

test('the home page opens the same search', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: t('ar', 'search.hero') }).click();
  await expect(page.getByRole('searchbox', { name: t('ar', 'browse.unified.label') })).toBeFocused();
});
