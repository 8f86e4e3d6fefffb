// The search of every page (features/search): from the header's button, keyboard only, in Arabic (right to
// left) and French. It finds ENSIT by its acronym and an instructor by an Arabic-script name, as-you-type from
// the server's unified route; Enter opens a result, Escape closes and gives the focus back to the button.
// Offline it answers from the mirror with the search engine. The records come from the reference data and one
// instructor this file publishes.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import type { StackInfo } from '../support/stack';
import { controlled, useLanguage } from './support';

const ENSIT = { fr: "École Nationale Supérieure d'Ingénieurs de Tunis", ar: 'المدرسة الوطنية العليا للمهندسين بتونس' };
const ARABIC_NAME = 'فتحية الزغلامي';

/** Publishes an instructor with an Arabic-script name at ENSIT (once: later runs find the first). */
async function arabicInstructor(request: APIRequestContext, stack: StackInfo): Promise<void> {
  const auth = await request.post('/api/collections/_superusers/auth-with-password', {
    data: { identity: stack.superuser.email, password: stack.superuser.password },
  });
  const headers = { Authorization: (await auth.json()).token as string };
  const found = await request.get(
    `/api/collections/instructors/records?perPage=1&filter=${encodeURIComponent(`name="${ARABIC_NAME}"`)}`,
    { headers },
  );
  if ((await found.json()).items.length > 0) return;
  const institution = await request.get(
    `/api/collections/institutions/records?perPage=1&filter=${encodeURIComponent(`name="${ENSIT.fr}"`)}`,
    { headers },
  );
  const created = await request.post('/api/collections/instructors/records', {
    headers,
    data: {
      name: ARABIC_NAME,
      institution: (await institution.json()).items[0].id,
      department: 'Informatique',
      user_agrees: true,
      status: 'ACTIVE',
    },
  });
  expect(created.ok()).toBe(true);
}

/** Opens the search from the header's button with the keyboard; the field has the focus. */
async function openSearch(page: Page, language: Language) {
  const button = page.locator('.site-header').getByRole('button', { name: t(language, 'search.open') });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t(language, 'browse.unified.title') });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('searchbox', { name: t(language, 'browse.unified.label') });
  await expect(field).toBeFocused();
  return { button, dialog, field };
}

for (const language of ['ar', 'fr'] as const) {
  test(`the header search finds by acronym and by Arabic script, keyboard only (${language})`, async ({
    page,
    context,
    request,
    stack,
  }) => {
    await arabicInstructor(request, stack);
    await useLanguage(context, language);
    await page.goto('/guidelines');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    // An acronym, typed letter by letter: results from the first letters on, ENSIT first among institutions.
    const { button, dialog, field } = await openSearch(page, language);
    await page.keyboard.type('ensit');
    const institutions = dialog.getByRole('region', { name: t(language, 'browse.unified.institutions') });
    await expect(institutions.getByRole('link').first()).toContainText(ENSIT[language]);
    // Where it is, in the reader's language (governorates are stored in English, shown in Arabic to Arabic readers).
    await expect(institutions.getByRole('link').first()).toContainText(language === 'ar' ? 'تونس' : 'Tunis');
    await expect(dialog.getByRole('status')).not.toBeEmpty();
    await expect(
      institutions.getByRole('link', { name: t(language, 'browse.unified.more.institutions', { q: 'ensit' }) }),
    ).toHaveAttribute('href', '/institutions?q=ensit');

    // Escape closes and the focus goes back to the button; opening again starts empty.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // An instructor by an Arabic-script name: arrow down to the link, Enter opens the instructor's page.
    await openSearch(page, language);
    await expect(field).toHaveValue('');
    await page.keyboard.type('الزغلامي');
    const instructors = dialog.getByRole('region', { name: t(language, 'browse.unified.instructors') });
    const first = instructors.getByRole('link').first();
    await expect(first).toContainText(ARABIC_NAME);
    const links = await dialog.getByRole('link').count();
    // Down from the field to the first link, through every link, and End to the last ("more" of the last group).
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(dialog.getByRole('link').nth(links - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await expect(field).toBeFocused();
    while (!(await first.evaluate((a) => a === document.activeElement))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/instructors\/[a-z0-9]{15}$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ARABIC_NAME);
    // The focus is somewhere on the page, never on the body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null))
      .toBe(true);
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

  test('the header search answers from the mirror with the search engine', async ({ page, context }) => {
    await useLanguage(context, 'fr');
    // The institutions page stores the whole institutions list in the mirror.
    await page.goto('/institutions');
    await controlled(page);
    await expect(page.locator('.result-list .result').first()).toBeVisible();

    // Online first: a text the server answers is kept and reads offline as it was.
    let { dialog } = await openSearch(page, 'fr');
    await page.keyboard.type('sfax');
    await expect(
      dialog
        .getByRole('region', { name: t('fr', 'browse.unified.institutions') })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    const online = await dialog.getByRole('link').allTextContents();
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    ({ dialog } = await openSearch(page, 'fr'));
    await page.keyboard.type('sfax');
    await expect(dialog.getByText(t('fr', 'browse.unified.saved'))).toBeVisible();
    expect(await dialog.getByRole('link').allTextContents()).toEqual(online);

    // A text never searched online: the engine over the mirror, ENSIT by its acronym.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('ensit');
    const institutions = dialog.getByRole('region', { name: t('fr', 'browse.unified.institutions') });
    await expect(institutions.getByRole('link').first()).toContainText(ENSIT.fr);
    await expect(dialog.getByText(t('fr', 'browse.unified.saved'))).toBeVisible();
    await context.setOffline(false);
  });
});
