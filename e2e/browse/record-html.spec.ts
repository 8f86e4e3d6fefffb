// Record pages arrive with their record's name and first reviews in the HTML (PocketBase fills in the build's
// template): both are readable before any script runs, and the app starts from that same page in every language.
import type { Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin, createTargets } from '../forms/support';
import { ratedInstitution, recordLayoutShifts, seededInstructors } from './support';

test('without JavaScript, an institution and an instructor page already show their names', async ({
  browser,
  request,
  stack,
}) => {
  const institution = await ratedInstitution(request);
  const instructor = (await seededInstructors(request))[0];
  if (!institution || !instructor) return test.skip(true, 'needs the demo data (RAYEK_E2E_DEMO=0 turns it off)');
  // Its own context: the test's page waits for the app to mark itself ready, which never happens here.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.baseURL });
  const page = await context.newPage();
  await page.goto(`/institutions/${institution.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(institution.name_ar);
  await expect(page).toHaveTitle(`${institution.name_ar} · رايك`);
  await expect(page.getByRole('navigation', { name: t('ar', 'nav.breadcrumbs') })).toContainText(institution.name_ar);
  await page.goto(`/instructors/${instructor.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(instructor.name);
  await context.close();
});

test('the app takes over the page it was served: Arabic hydrates it, French renders it with the French name', async ({
  page,
  context,
  request,
}) => {
  const institution = await ratedInstitution(request);
  test.skip(!institution, 'needs the demo data (RAYEK_E2E_DEMO=0 turns it off)');
  await page.goto(`/institutions/${institution.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(institution.name_ar);
  // Interactive: the rate button leads to the form (the fixture fails the test on any hydration error).
  await expect(page.getByRole('link', { name: t('ar', 'rating.title', { name: institution.name_ar }) })).toBeVisible();

  await context.addInitScript(() => localStorage.setItem('rayek_lang', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(institution.name);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: t('fr', 'rating.title', { name: institution.name }) })).toBeVisible();
});

test('without JavaScript, a program page names its institution (facts and breadcrumbs); the app hydrates it cleanly', async ({
  browser,
  page,
  stack,
}) => {
  const admin = await Admin.connect(stack);
  const { institution, program } = await createTargets(admin);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.baseURL });
  const bare = await context.newPage();
  await bare.goto(`/programs/${program.id}`);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(String(program.discipline_major));
  // The institution, the largest text near the top, is in the served HTML: in the facts as a link, and in the trail.
  await expect(bare.locator('.facts').getByRole('link', { name: String(institution.name_ar) })).toHaveAttribute(
    'href',
    `/institutions/${institution.id}`,
  );
  await expect(
    bare
      .getByRole('navigation', { name: t('ar', 'nav.breadcrumbs') })
      .getByRole('link', { name: String(institution.name_ar) }),
  ).toBeVisible();
  await context.close();
  // With scripts the same page hydrates (the fixture fails the test on any hydration error) and keeps the name.
  await page.goto(`/programs/${program.id}`);
  await expect(page.locator('.facts').getByRole('link', { name: String(institution.name_ar) })).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('ar', 'rating.title', { name: String(program.discipline_major) }) }),
  ).toBeVisible();
});

test('an instructor page with reviews: its first reviews are painted by the served HTML, with or without JavaScript; the app keeps them until its list takes their place, and nothing moves', async ({
  browser,
  page,
  context,
  request,
  stack,
}) => {
  const instructor = (await seededInstructors(request))[0];
  if (!instructor) return test.skip(true, 'needs the demo data (RAYEK_E2E_DEMO=0 turns it off)');
  const first = await request.get(
    `/api/collections/instructor_ratings/records?perPage=5&skipTotal=1&sort=-created,-id&filter=${encodeURIComponent(`instructor="${instructor.id}" && status="ACTIVE"`)}`,
  );
  const reviews = ((await first.json()) as { items: { review: string }[] }).items.map((r) => r.review);
  expect(reviews.length).toBeGreaterThan(0);

  // Without scripts: the reviews stand where the app's list goes (not in a <noscript>), in place of the skeletons.
  const bare = await (await browser.newContext({ javaScriptEnabled: false, baseURL: stack.baseURL })).newPage();
  await bare.goto(`/instructors/${instructor.id}`);
  await expect(bare.locator('#served-ratings .rating-review')).toHaveText(reviews);
  await expect(bare.locator('#served-ratings .rating-review').first()).toBeVisible();
  await expect(bare.locator('.skeletons')).toBeHidden();
  const data = JSON.parse((await bare.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': { '@type': string; name?: string }[];
  };
  expect(data['@graph'].find((thing) => thing['@type'] === 'Person')?.name).toBe(instructor.name);
  await bare.context().close();

  await recordLayoutShifts(context);
  // With scripts, the app's reads held back: once the app has hydrated the page (ready), the served reviews are
  // still what it shows, before any answer of the read model.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/**', (route) => void (holding ? held.push(route) : route.continue()));
  await page.goto(`/instructors/${instructor.id}`);
  await expect(page.locator('.rating-review')).toHaveText(reviews);
  await expect(page.locator('.rating-review').first()).toBeVisible();
  await expect(page.locator('.vote-buttons')).toHaveCount(0);
  // Then the reads go through: the app's list (its cards carry the vote buttons) takes the served one's place.
  holding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect(page.locator('.rating-list .vote-buttons')).toHaveCount(reviews.length);
  await expect(page.locator('.rating-list .rating-review')).toHaveText(reviews);
  await expect(page.locator('.rating-review')).toHaveCount(reviews.length);
  const shifted = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
  );
  expect(shifted).toBeLessThanOrEqual(0.05);

  // In French (a new reader: nothing in the mirror) the served Arabic cards are not kept: skeletons until the
  // app's own list in French.
  const french = await browser.newContext({ baseURL: stack.baseURL });
  const frenchHeld: Route[] = [];
  await french.route('**/api/**', (route) => void frenchHeld.push(route));
  const frenchPage = await french.newPage();
  await frenchPage.goto(`/instructors/${instructor.id}?lang=fr`);
  await frenchPage.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await expect(frenchPage.locator('h1')).toHaveText(instructor.name);
  await expect(frenchPage.getByTestId('rating-skeleton').first()).toBeVisible();
  await expect(frenchPage.locator('.rating-review')).toHaveCount(0);
  await french.close();
});
