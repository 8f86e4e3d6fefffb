// The home page's latest reviews, counts and best rated (GET /api/rayek/home): in the HTML the server sends
// (readable without JavaScript), taken over by the app without moving anything in Arabic, rendered in French,
// shown again offline from what was seen, and clean for axe with no sideways scroll at 320 px.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { auditEveryView } from '../a11y/support';
import { controlled, recordLayoutShifts, useLanguage } from './support';

interface Home {
  minReviews: number;
  counts: { institutions: number; instructors: number; reviews: number };
  latest: { collection: string; target_id: string; name: string; name_ar: string; review: string }[];
  institutions: { id: string; name: string; name_ar: string }[];
  programs: { id: string }[];
}

const PATHS: Record<string, string> = {
  institution_ratings: 'institutions',
  program_ratings: 'programs',
  instructor_ratings: 'instructors',
};

/** The content as the page shows it, whoever rendered it (the server's HTML or the app). */
async function expectContent(page: Page, home: Home, language: Language) {
  const latest = page.getByRole('region', { name: t(language, 'browse.home.latest.title') });
  await expect(latest.locator('.home-review')).toHaveCount(home.latest.length);
  expect(home.latest.length, 'demo data has published reviews').toBeGreaterThan(0);
  const first = home.latest[0]!;
  await expect(latest.locator('.home-review-text').first()).toHaveText(first.review);
  const firstName =
    first.collection === 'institution_ratings' && language === 'ar' && first.name_ar ? first.name_ar : first.name;
  await expect(latest.locator('.home-review-target a').first()).toHaveText(firstName);
  await expect(latest.locator('.home-review-target a').first()).toHaveAttribute(
    'href',
    `/${PATHS[first.collection]}/${first.target_id}`,
  );
  const counts = page.getByRole('region', { name: t(language, 'browse.home.counts.title') });
  await expect(counts.locator('dt')).toHaveText([
    t(language, 'browse.home.counts.institutions'),
    t(language, 'browse.home.counts.instructors'),
    t(language, 'browse.home.counts.reviews'),
  ]);
  // Digits only: each language groups thousands its own way. Polled: the app may still be replacing the
  // server's copy with the answer it read itself.
  await expect
    .poll(async () => (await counts.locator('dd').allTextContents()).map((d) => Number(d.replace(/\D/g, ''))))
    .toEqual([home.counts.institutions, home.counts.instructors, home.counts.reviews]);
  const best = page.getByRole('region', { name: t(language, 'browse.home.best.institutions') });
  await expect(best.getByText(t(language, 'browse.home.best.note', { min: home.minReviews }))).toBeVisible();
  await expect(best.locator('tbody tr')).toHaveCount(home.institutions.length);
  const programs = page.getByRole('region', { name: t(language, 'browse.home.best.programs') });
  await expect(programs.locator('tbody tr')).toHaveCount(home.programs.length);
  await expect(
    page.getByRole('complementary', { name: new RegExp(t(language, 'browse.home.internship.title')) }),
  ).toContainText(t(language, 'browse.home.comingSoon'));
}

async function homeAnswer(page: Page): Promise<Home> {
  const answer = await page.request.get('/api/rayek/home');
  expect(answer.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  return (await answer.json()) as Home;
}

test('without JavaScript, the served home page already shows the latest reviews, the counts and the best rated', async ({
  browser,
  page,
  stack,
}) => {
  const home = await homeAnswer(page);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.baseURL });
  const bare = await context.newPage();
  for (const path of ['/', '/home']) {
    await bare.goto(path);
    await expectContent(bare, home, 'ar');
  }
  await context.close();
});

test('in Arabic the app takes the served content over without moving it; in French it renders it in French', async ({
  page,
  context,
}) => {
  const home = await homeAnswer(page);
  await recordLayoutShifts(context);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The app's own rendering replaced the served HTML (which alone carries the id).
  await expect(page.locator('#home-live')).toHaveCount(0);
  await expectContent(page, home, 'ar');
  const shifted = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
  );
  expect(shifted).toBeLessThanOrEqual(0.05);

  await useLanguage(context, 'fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('#home-live')).toHaveCount(0);
  await expectContent(page, home, 'fr');
  // A review's link leads to its record.
  await page.locator('.home-review-target a').first().click();
  await expect(page).toHaveURL(new RegExp(`/${PATHS[home.latest[0]!.collection]}/${home.latest[0]!.target_id}$`));
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

  test('a revisit offline shows the content seen online, from the mirror', async ({ page, context }) => {
    // The answer the app itself reads and stores (other tests change the shared data meanwhile, and the route's
    // answer is renewed every minute: one fetched by the test could be an older one).
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/rayek/home');
    await page.goto('/');
    const home = (await (await answered).json()) as Home;
    await controlled(page);
    await expect(page.locator('#home-live')).toHaveCount(0);
    await expectContent(page, home, 'ar');
    // Stored once the app's refresh answered (the page itself may have shown the server's copy first).
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open('rayek');
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          const row = await new Promise<unknown>((resolve) => {
            const read = db.transaction('records').objectStore('records').get(['rayek_home', 'home']);
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => resolve(undefined);
          });
          db.close();
          return row !== undefined;
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    await expectContent(page, home, 'ar');
    await context.setOffline(false);
  });
});

test('the home page with its content: axe finds nothing and nothing scrolls sideways, in every language at 320 px and 1280 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await auditEveryView(page, {
    prepare: async (language) => {
      await expect(
        page
          .getByRole('region', { name: t(language, 'browse.home.latest.title') })
          .locator('.home-review')
          .first(),
      ).toBeVisible();
    },
  });
});
