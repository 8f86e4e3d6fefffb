// Browse online, then offline from the mirror (IndexedDB), then back online: in Arabic and in French.
// The seen detail page's time to visible after an offline reload is logged (docs/benchmarks.md), never asserted.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { controlled, ratedInstitution, seededInstructors, useLanguage } from './support';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

for (const language of ['ar', 'fr'] as const) {
  test(`what was seen online is searchable and readable offline, and refreshes when back (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const instructors = await seededInstructors(request);
    expect(instructors.length, 'demo data has rated instructors').toBeGreaterThan(1);
    const seen = instructors[0]!;
    const unseen = instructors.find((i) => i.id !== seen.id && i.name.split(' ')[0] !== seen.name.split(' ')[0])!;
    const institution = await ratedInstitution(request);
    const institutionName = language === 'ar' ? institution.name_ar : institution.name;
    await useLanguage(context, language);
    const results = page.locator('.result-list .result-name');
    const cards = page.locator('article.rating-card');
    const banner = page.getByRole('status').filter({ hasText: t(language, 'browse.offline.title') });

    // Online: the institutions list, a name search, a detail page with its ratings.
    await page.goto('/institutions');
    await controlled(page);
    await expect(results).toHaveCount(20);
    await page.getByLabel(t(language, 'browse.search.institutionName')).fill(institutionName.slice(0, 14));
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('link', { name: institutionName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(institutionName);
    await expect(cards).toHaveCount(Math.min(5, institution.review_count));

    await page.goto('/instructors');
    const firstName = seen.name.split(' ')[0] ?? seen.name;
    await page.getByLabel(t(language, 'browse.search.instructorName')).fill(firstName);
    await page.getByRole('link', { name: seen.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.name);
    const shownOnline = Math.min(5, seen.review_count);
    await expect(cards).toHaveCount(shownOnline);
    await expect(banner).toHaveCount(0);

    // Offline: the seen page reloads from the mirror, with its ratings and the banner.
    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    // Time from the reload's navigation start to the first rating card in the page (polled every frame).
    const visibleAt = await page.waitForFunction(
      () => (document.querySelector('article.rating-card') ? Math.round(performance.now()) : false),
      null,
      { polling: 'raf' },
    );
    console.log(
      `[bench] ${language}: seen instructor page with its ratings visible ${await visibleAt.jsonValue()} ms after an offline reload`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.name);
    await expect(cards).toHaveCount(shownOnline);
    await expect(banner).toBeVisible();

    // Institution search works fully offline, filters included.
    await page.goto(`/institutions?governorate=${encodeURIComponent(institution.governorate)}`);
    await expect(results.first()).toBeVisible();
    await page.getByLabel(t(language, 'browse.search.institutionName')).fill(institutionName.slice(0, 14));
    await expect(page.getByRole('link', { name: institutionName, exact: true })).toBeVisible();
    await page.getByRole('link', { name: institutionName, exact: true }).click();
    await expect(cards).toHaveCount(Math.min(5, institution.review_count));

    // A seen instructor is found by a search never made online (the last name, lower case), from the mirror.
    await page.goto('/instructors');
    const lastName = seen.name.replace(' (démo)', '').split(' ').slice(1).join(' ').toLowerCase();
    await page.getByLabel(t(language, 'browse.search.instructorName')).fill(lastName);
    await expect(page.getByRole('link', { name: seen.name, exact: true })).toBeVisible();

    // A page never seen says so.
    await page.goto(`/instructors/${unseen.id}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(t(language, 'browse.offlineUnavailable.title'));

    // Back online: the data refreshes and the banner goes away.
    await page.goto(`/instructors/${seen.id}`);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await page.goto(`/instructors/${unseen.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unseen.name);
  });
}
