// The forms and the instructor page arrive with their text in the HTML (PocketBase fills in the build's templates,
// pocketbase/pb_hooks/lib/pages/record-pages.js): a slow phone paints them before any script runs. The sign-in prompt
// those pages (and the header) hold for signed-out readers stays hidden for a signed-in one until the app knows
// who reads.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin, signInStudent } from '../forms/support';
import { seededInstructors } from './support';

async function anInstructorWithARating(request: import('@playwright/test').APIRequestContext) {
  const instructor = (await seededInstructors(request))[0];
  if (!instructor) return null;
  const record = await (
    await request.get(`/api/collections/instructors/records/${instructor.id}?fields=id,name,department,institution`)
  ).json();
  const institution = await (
    await request.get(`/api/collections/institutions/records/${record.institution}?fields=name,name_ar`)
  ).json();
  const filter = encodeURIComponent(`instructor="${instructor.id}"`);
  const rating = (
    await (
      await request.get(`/api/collections/instructor_ratings/records?perPage=1&skipTotal=1&fields=id&filter=${filter}`)
    ).json()
  ).items[0];
  return { ...record, institutionNameAr: String(institution.name_ar), ratingId: String(rating.id) } as {
    id: string;
    name: string;
    department: string;
    institutionNameAr: string;
    ratingId: string;
  };
}

test('without JavaScript, the instructor page shows where they teach, and the forms their title', async ({
  browser,
  request,
  stack,
}) => {
  const instructor = await anInstructorWithARating(request);
  if (!instructor) return test.skip(true, 'needs the demo data (RAYEK_E2E_DEMO=0 turns it off)');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.baseURL });
  const page = await context.newPage();
  const h1 = page.getByRole('heading', { level: 1 });
  // The forms' HTML keeps them out of search engines' indexes (contract/private-pages.js); the record page's does not.
  const robots = page.locator('meta[name="robots"]');
  const noindex = async () => expect(robots).toHaveAttribute('content', 'noindex');

  await page.goto(`/instructors/${instructor.id}`);
  await expect(h1).toHaveText(instructor.name);
  await expect(robots).toHaveCount(0);
  const facts = page.getByRole('main').locator('dl.facts');
  await expect(facts.locator('dd').nth(0)).toHaveText(instructor.institutionNameAr);
  await expect(facts.locator('dd').nth(1)).toHaveText(instructor.department);

  await page.goto(`/instructors/${instructor.id}/add-rating`);
  await expect(h1).toHaveText(t('ar', 'rating.title', { name: instructor.name }));
  await expect(page.getByRole('heading', { name: t('ar', 'auth.gate.title') })).toBeVisible();
  await noindex();

  await page.goto(`/instructors/${instructor.id}/claim`);
  await expect(h1).toHaveText(t('ar', 'form.claim.title', { name: instructor.name }));
  await expect(page.getByRole('heading', { name: t('ar', 'auth.gate.title') })).toBeVisible();

  await page.goto(`/report/instructor-rating/${instructor.ratingId}`);
  await expect(h1).toHaveText(t('ar', 'report.title.instructorRating'));
  await expect(page.getByText(t('ar', 'report.intro'))).toBeVisible();
  await noindex();

  await page.goto('/instructors/add');
  await expect(h1).toHaveText(t('ar', 'instructors.add.title'));
  await noindex();
  await context.close();
});

/** Opens `path` with the app's scripts held back, so the page stays as the server's HTML painted it. */
async function openBeforeScripts(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  };
}

const gatePanel = (page: Page) => page.locator('.status-panel', { hasText: t('ar', 'auth.gate.title') });

test('a signed-in student opening a form is never shown the sign-in prompt of the HTML; a signed-out reader is', async ({
  page,
  context,
  stack,
  request,
}) => {
  const instructor = await anInstructorWithARating(request);
  if (!instructor) return test.skip(true, 'needs the demo data (RAYEK_E2E_DEMO=0 turns it off)');
  const path = `/instructors/${instructor.id}/add-rating`;

  const signedOut = await openBeforeScripts(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'rating.title', { name: instructor.name }));
  await expect(gatePanel(page)).toBeVisible();
  await expect(page.locator('.header-auth')).toBeVisible();
  await signedOut();
  await expect(gatePanel(page)).toBeVisible();
  await page.unrouteAll();

  await signInStudent(await Admin.connect(stack), context);
  const signedIn = await openBeforeScripts(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'rating.title', { name: instructor.name }));
  // In the HTML, yet hidden, its place kept.
  await expect(gatePanel(page)).toHaveCount(1);
  await expect(gatePanel(page)).toBeHidden();
  // So are the header's sign-in buttons.
  await expect(page.locator('.header-auth')).toHaveCount(1);
  await expect(page.locator('.header-auth')).toBeHidden();
  await signedIn();
  await expect(page.getByRole('main').locator('form')).toBeVisible();
  await expect(gatePanel(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Forms Student' })).toBeVisible();
});
