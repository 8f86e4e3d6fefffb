// A page's address names its language (`?lang=fr`): opening it shows the page in that language (and keeps it
// as the choice), the picker moves the address to the chosen language's, a bare link then opens in the stored
// choice, and a `?lang=` address still gets the app offline (the service worker's navigation fallback).
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DIRECTION, LOCALES, t, type Language } from '../support/messages';
import { controlled, ratedInstitution } from '../browse/support';

async function choose(page: Page, from: Language, to: Language) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${t(from, 'language.label')} ${t(from, `language.${from}`)}` })
    .click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t(to, `language.${to}`) })
    .click();
}

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[language]);
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: `${t(language, 'language.label')} ${t(language, `language.${language}`)}` }),
  ).toBeVisible();
}

test("an institution's French address shows French; the picker moves it to English; a bare link then opens in English", async ({
  page,
  request,
}) => {
  const institution = await ratedInstitution(request);
  const heading = page.getByRole('heading', { level: 1 });

  // Before any script: the HTML already says French, and hides its Arabic body until the app has rendered.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/institutions/${institution.id}?lang=fr`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading' && document.getElementById('root')?.firstChild);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden');
  release();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');

  await expectLanguage(page, 'fr');
  await expect(heading).toHaveText(institution.name);
  await expect(page).toHaveTitle(t('fr', 'meta.title', { page: institution.name }));
  expect(await page.evaluate(() => localStorage.getItem('rayek_lang'))).toBe('fr');

  await choose(page, 'fr', 'en');
  await expectLanguage(page, 'en');
  await expect(page).toHaveURL(new RegExp(`/institutions/${institution.id}\\?lang=en$`));
  await expect(heading).toHaveText(institution.name);
  expect(await page.evaluate(() => localStorage.getItem('rayek_lang'))).toBe('en');

  // A bare link: the x-default address, which the stored choice applies to.
  await page.goto(`/institutions/${institution.id}`);
  await expectLanguage(page, 'en');
  await expect(heading).toHaveText(institution.name);
  await expect(page).toHaveURL(new RegExp(`/institutions/${institution.id}$`));

  // The Arabic address wins over the stored choice, and becomes it.
  await page.goto(`/institutions/${institution.id}?lang=ar`);
  await expectLanguage(page, 'ar');
  await expect(heading).toHaveText(institution.name_ar);
  expect(await page.evaluate(() => localStorage.getItem('rayek_lang'))).toBe('ar');
});

test("the real build's head in each language: title, description, canonical and alternates", async ({ request }) => {
  const institution = await ratedInstitution(request);
  const path = `/institutions/${institution.id}`;
  for (const [query, language, name] of [
    ['', 'ar', institution.name_ar],
    ['?lang=fr', 'fr', institution.name],
    ['?lang=en', 'en', institution.name],
  ] as const) {
    const html = await (await request.get(path + query)).text();
    expect(html, query).toContain(`<html lang="${language}" dir="${DIRECTION[language]}"`);
    const decode = (s: string | undefined) =>
      s
        ?.replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]), query).toBe(t(language, 'meta.title', { page: name }));
    // A record page's description is its own: its score and number of reviews, printed as the app prints them.
    const score = new Intl.NumberFormat(LOCALES[language], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(institution.overall_rating);
    const own = t(language, 'browse.head.description', { name, score, count: institution.review_count });
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]), query).toBe(own);
    // The app's URL setting is the stack's own address here.
    const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1];
    expect(origin, query).toBeTruthy();
    expect(html, query).toContain(`<link rel="canonical" href="${origin}${path}${query}">`);
    for (const l of ['ar', 'fr', 'en'] as const)
      expect(html).toContain(`<link rel="alternate" hreflang="${l}" href="${origin}${path}?lang=${l}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${path}">`);
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

  test('a ?lang= address reloads offline in its language', async ({ page, context, request }) => {
    const institution = await ratedInstitution(request);
    await page.goto(`/institutions/${institution.id}?lang=en`);
    await controlled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(institution.name);

    await context.setOffline(true);
    await page.reload();
    await expectLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(institution.name);
    // Another page and language, never opened online: the precached page or shell, in French.
    await page.goto('/guidelines?lang=fr');
    await expectLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'legal.guidelines.title'));
  });
});
