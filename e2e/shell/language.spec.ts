// The language picker changes the texts and the direction, the choice survives a reload, and a reload in a
// language other than the prerendered Arabic never shows Arabic or right-to-left first.
import { test, expect } from '../support/fixtures';
import { DIRECTION, t, type Language } from '../support/messages';

async function choose(page: import('@playwright/test').Page, from: Language, to: Language) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${t(from, 'language.label')} ${t(from, `language.${from}`)}` })
    .click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t(to, `language.${to}`) })
    .click();
}

async function expectLanguage(page: import('@playwright/test').Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[language]);
}

for (const language of ['fr', 'en'] as const) {
  test(`switching to ${language} changes texts and direction, and survives a reload`, async ({ page }) => {
    await page.goto('/');
    await expectLanguage(page, 'ar');
    await choose(page, 'ar', language);
    await expectLanguage(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'home.title'));
    await expect(page.getByRole('link', { name: t(language, 'footer.privacy') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('rayek_lang'))).toBe(language);

    await page.reload();
    await expectLanguage(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'home.title'));
    await expect(page).toHaveTitle(t(language, 'meta.homeTitle'));

    // The legal texts load in the chosen language too, prerendered page or not.
    await page.getByRole('link', { name: t(language, 'footer.guidelines') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'legal.guidelines.title'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'legal.guidelines.title'));
    await expectLanguage(page, language);

    // …and back to Arabic, right to left, on a page that is not prerendered.
    await page.goto('/institutions');
    await choose(page, language, 'ar');
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'institutions.title'));
    await page.reload();
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'institutions.title'));
  });
}

test('a stored language is applied before first paint: no Arabic, no right-to-left flash', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('rayek_lang', 'en'));
  // Hold the app's code back, so what the HTML alone does is observable.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts run before DOMContentLoaded, so wait for the parsed document instead.
  await page.goto('/guidelines', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading' && document.getElementById('root')?.firstChild);
  expect(await page.evaluate(() => document.querySelector('h1')?.textContent)).not.toBe('');
  await expectLanguage(page, 'en');
  // The prerendered (Arabic) page is there but hidden until the app renders it in English.
  expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'legal.guidelines.title'));
  expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
});

test('the picker works from the keyboard and names each language in its own language', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const picker = banner.getByRole('button', { name: `${t('ar', 'language.label')} ${t('ar', 'language.ar')}` });
  await picker.focus();
  await page.keyboard.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  for (const language of ['ar', 'fr', 'en'] as const) {
    await expect(banner.locator(`span[lang="${language}"]`).last()).toHaveText(t(language, `language.${language}`));
  }
  await page.keyboard.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: t('fr', 'language.fr') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectLanguage(page, 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'home.title'));
});

test('another open tab follows a language change', async ({ page, context }) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/programs');
  await choose(page, 'ar', 'en');
  await expectLanguage(other, 'en');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(t('en', 'programs.title'));
});
