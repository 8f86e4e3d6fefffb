// Every route of the product renders its frame (landmarks, breadcrumbs, the one <h1>, the <title>), record
// pages name their record or say it does not exist, and anything else is Not found (the server's status
// agreeing: 200 for the app's routes, 404 for the rest).
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';

// A report form of an item nobody may see still renders its frame (the app says the item cannot be reported),
// with the server's 404: the link names nothing public.
const framed: Array<[path: string, titleKey: string, status?: number]> = [
  ['/institutions', 'institutions.title'],
  ['/programs', 'programs.title'],
  ['/instructors', 'instructors.title'],
  ['/instructors/add', 'instructors.add.title'],
  ['/report/institution-rating/abcdefghij12345', 'report.title.institutionRating', 404],
  ['/report/program-rating/abcdefghij12345', 'report.title.programRating', 404],
  ['/report/instructor-rating/abcdefghij12345', 'report.title.instructorRating', 404],
  ['/report/instructors/abcdefghij12345', 'report.title.instructor', 404],
  ['/verify/eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl', 'verify.title'],
  ['/reset-password/eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl', 'auth.reset.title'],
  ['/confirm-email-change/eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl', 'auth.emailChange.title'],
  ['/not-authorized', 'notAuthorized.title'],
  ['/compare', 'compare.title'],
  ['/guidelines', 'legal.guidelines.title'],
  ['/privacy-policy', 'legal.privacy.title'],
  ['/terms-of-use', 'legal.terms.title'],
];

for (const [path, titleKey, status = 200] of framed) {
  test(`${path} renders its frame`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(status);
    const title = t('ar', titleKey);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(t('ar', 'meta.title', { page: title }));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const breadcrumbs = page.getByRole('navigation', { name: t('ar', 'nav.breadcrumbs') });
    await expect(breadcrumbs.getByRole('link', { name: t('ar', 'nav.home') })).toHaveAttribute('href', '/');
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(title);
  });
}

for (const path of ['/', '/home']) {
  test(`${path} is the landing page with the three searches, anonymity and the coming internship search`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'home.title'));
    await expect(page.getByText(t('ar', 'home.anonymous'))).toBeVisible();
    const entries = page.getByRole('list', { name: t('ar', 'home.entries') });
    for (const [key, href] of [
      ['home.card.institution.title', '/institutions'],
      ['home.card.instructor.title', '/instructors'],
      ['home.card.program.title', '/programs'],
    ]) {
      await expect(entries.getByRole('link', { name: t('ar', key!) })).toHaveAttribute('href', href!);
    }
    // The coming internship search is a small card below the home page's content, not an entry.
    await expect(entries.getByRole('listitem')).toHaveCount(3);
    const internship = page.getByRole('complementary', { name: new RegExp(t('ar', 'browse.home.internship.title')) });
    await expect(internship).toContainText(t('ar', 'browse.home.comingSoon'));
    await expect(internship.getByRole('link')).toHaveCount(0);

    await entries.getByRole('link', { name: t('ar', 'home.card.program.title') }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'programs.title'));
  });
}

test('an institution, its rating page and a program are named from the server, in Arabic when it has it', async ({
  page,
  request,
}) => {
  const institutions = await (
    await request.get('/api/collections/institutions/records?perPage=1&filter=(name_ar!="")')
  ).json();
  const institution = institutions.items[0];
  expect(institution, 'reference data has institutions').toBeTruthy();
  await page.goto(`/institutions/${institution.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(institution.name_ar);
  await expect(page).toHaveTitle(t('ar', 'meta.title', { page: institution.name_ar }));

  await page.getByRole('link', { name: t('ar', 'rating.title', { name: institution.name_ar }) }).click();
  await expect(page).toHaveURL(new RegExp(`/institutions/${institution.id}/add-rating$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('ar', 'rating.title', { name: institution.name_ar }),
  );
  const breadcrumbs = page.getByRole('navigation', { name: t('ar', 'nav.breadcrumbs') });
  await expect(breadcrumbs.getByRole('link', { name: institution.name_ar })).toHaveAttribute(
    'href',
    `/institutions/${institution.id}`,
  );

  const programs = await (await request.get('/api/collections/programs/records?perPage=1')).json();
  const program = programs.items[0];
  const programName = program.specialization_pathway || program.discipline_major;
  await page.goto(`/programs/${program.id}/add-rating`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'rating.title', { name: programName }));
});

test('an instructor page names the instructor', async ({ page, request }) => {
  const instructors = await (await request.get('/api/collections/instructors/records?perPage=1')).json();
  test.skip(instructors.items.length === 0, 'needs the demo data (RAYEK_E2E_DEMO=0 turns it off)');
  const instructor = instructors.items[0];
  await page.goto(`/instructors/${instructor.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(instructor.name);
  await page.goto(`/instructors/${instructor.id}/add-rating`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'rating.title', { name: instructor.name }));
});

// The server answers a record page or its add-rating form of no public record with 404 (it knows, since it fills
// in their templates); the app, rendering the shell, says so too.
for (const [path, key, status] of [
  ['/institutions/zzzzzzzzzzzzzzz', 'institution.notFound.title', 404],
  ['/institutions/not-an-id/add-rating', 'institution.notFound.title', 404],
  ['/programs/zzzzzzzzzzzzzzz', 'program.notFound.title', 404],
  ['/instructors/zzzzzzzzzzzzzzz/add-rating', 'instructor.notFound.title', 404],
] as const) {
  test(`${path} says there is no such record`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', key));
  });
}

// Paths of no route answer 404 with the shell; so does a report of a kind that does not exist, which matches
// the route /report/$type/$id and which the app refuses once loaded.
for (const [path, status] of [
  ['/this/is/not/a/page', 404],
  ['/report/user/abcdefghij12345', 404],
  ['/institutions/a/b/c', 404],
  ['/guidelines/extra', 404],
  ['/reset-password', 404],
] as const) {
  test(`${path} is not found`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'notFound.title'));
    await page
      .getByRole('main')
      .getByRole('link', { name: t('ar', 'notFound.home') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'home.title'));
  });
}

test('a record page is named at once, shows Loading below until the server answers, and asks in the interface language', async ({
  page,
  request,
}) => {
  const institutions = await (
    await request.get('/api/collections/institutions_search/records?perPage=1&filter=(name_ar!="")')
  ).json();
  const institution = institutions.items[0];
  const languages: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/collections/institutions_search/records**', async (route) => {
    languages.push(route.request().headers()['accept-language'] ?? '');
    await held;
    await route.continue();
  });
  await page.goto(`/institutions/${institution.id}`);
  // The name came with the page (the server fills it in); what the held answer brings is still loading.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(institution.name_ar);
  await expect(page.getByRole('status').filter({ hasText: t('ar', 'status.loading') })).toBeVisible();
  const countryFact = page.getByText(t('ar', 'browse.fact.country'), { exact: true });
  await expect(countryFact).toHaveCount(0);
  release();
  await expect(countryFact).toBeVisible();
  expect(languages).toEqual(['ar']);

  await page
    .getByRole('banner')
    .getByRole('button', { name: `${t('ar', 'language.label')} ${t('ar', 'language.ar')}` })
    .click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('en', 'language.en') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(institution.name);
  // The official French name on an English page is marked as French for screen readers.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(institution.name);
  // The stored record is shown first; its background refresh asks in English.
  await expect.poll(() => languages).toEqual(['ar', 'en']);
});
