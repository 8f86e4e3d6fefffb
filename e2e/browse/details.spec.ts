// Record pages and searches online, as a reader sees them: figures, distribution, tags, ratings 5 at a time
// with "Show more" until the last, report links and never an author; searches with filters, paging and the URL.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';

test('an instructor page shows the figures, the distribution, the tags and the ratings 5 at a time', async ({
  page,
  request,
}) => {
  const list = await request.get(
    '/api/collections/instructor_ratings_average/records?perPage=1&skipTotal=1&filter=(review_count>5)',
  );
  const instructor = (await list.json()).items[0];
  test.skip(!instructor, 'needs the demo data (RAYEK_E2E_DEMO=0 turns it off)');
  await page.goto(`/instructors/${instructor.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(instructor.instructor_name);
  await expect(page.getByText(instructor.instructor_department, { exact: true })).toBeVisible();

  // Five levels, 5 down to 1, with their counts, each named with the words of the rating form's quality scale.
  const rows = page.locator('.distribution-row');
  await expect(rows).toHaveCount(5);
  for (const [i, level] of [5, 4, 3, 2, 1].entries()) {
    await expect(rows.nth(i).locator('.distribution-label')).toHaveText(
      `${level} ${t('ar', `browse.scale.quality.${level}`)}`,
    );
    await expect(rows.nth(i).locator('.distribution-count')).toHaveText(String(instructor[`nb_${level}`]));
  }
  // Tags: only those used, most used first.
  const counts = await page.locator('.tag-summary .tag-count').allTextContents();
  expect(counts.map(Number)).toEqual([...counts.map(Number)].sort((a, b) => b - a));
  expect(counts.every((c) => Number(c) > 0)).toBe(true);

  const cards = page.locator('article.rating-card');
  await expect(cards).toHaveCount(5);
  const more = page.getByRole('button', { name: t('ar', 'browse.ratings.more') });
  // One page of 5 more per click, until every rating is shown; waiting for each page before the next click
  // (the button is busy while a page loads and leaves with the last one).
  for (let shown = 5; shown < instructor.review_count;) {
    await more.click();
    shown = Math.min(shown + 5, instructor.review_count);
    await expect(cards).toHaveCount(shown);
  }
  await expect(more).toHaveCount(0);
  const firstReport = cards.first().getByRole('link', { name: t('ar', 'browse.report') });
  await expect(firstReport).toHaveAttribute('href', /^\/report\/instructor-rating\/[a-z0-9]{15}$/);
  // No author anywhere: the demo raters' names never show.
  await expect(page.getByText('Demo Rater')).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('ar', 'browse.instructor.report') })).toHaveAttribute(
    'href',
    `/report/instructors/${instructor.id}`,
  );
});

for (const [kind, averages] of [
  ['institutions', 'institution_ratings_average'],
  ['programs', 'program_ratings_average'],
] as const) {
  test(`a rated ${kind} page shows the distribution of the overall score`, async ({ page, request }) => {
    const list = await request.get(
      `/api/collections/${averages}/records?perPage=1&skipTotal=1&filter=(review_count>=2)`,
    );
    const record = (await list.json()).items[0];
    test.skip(!record, 'needs the demo data (RAYEK_E2E_DEMO=0 turns it off)');
    await page.goto(`/${kind}/${record.id}`);
    const chart = page.getByRole('figure', { name: t('ar', 'browse.distribution') });
    const rows = chart.locator('.distribution-row');
    await expect(rows).toHaveCount(5);
    for (const [i, level] of [5, 4, 3, 2, 1].entries()) {
      await expect(rows.nth(i).locator('.distribution-label')).toHaveText(
        `${level} ${t('ar', `browse.scale.quality.${level}`)}`,
      );
      await expect(rows.nth(i).locator('.distribution-count')).toHaveText(String(record[`nb_${level}`]));
    }
  });
}
test('an institution without ratings says so; one with ratings shows its averages', async ({ page, request }) => {
  const unrated = (
    await (
      await request.get('/api/collections/institutions_search/records?perPage=1&skipTotal=1&filter=(review_count=0)')
    ).json()
  ).items[0];
  await page.goto(`/institutions/${unrated.id}`);
  await expect(page.getByText(t('ar', 'browse.ratings.none'))).toBeVisible();
  await expect(page.locator('article.rating-card')).toHaveCount(0);

  const rated = (
    await (
      await request.get('/api/collections/institutions_search/records?perPage=1&skipTotal=1&filter=(review_count>0)')
    ).json()
  ).items[0];
  await page.goto(`/institutions/${rated.id}`);
  await expect(page.locator('.score-bar')).toHaveCount(10);
  await expect(page.locator('article.rating-card')).toHaveCount(Math.min(5, rated.review_count));
});

test('institution search: filters combine, pages of 20, and everything is in the URL', async ({ page, request }) => {
  const all = (
    await (
      await request.get('/api/collections/institutions_search/records?perPage=500&fields=id,governorate,sector')
    ).json()
  ).items as {
    governorate: string;
    sector: string;
  }[];
  const results = page.locator('.result-list .result-name');
  await page.goto('/institutions?governorate=Tunis&sector=PUBLIC');
  const expected = all.filter((i) => i.governorate === 'Tunis' && i.sector === 'PUBLIC').length;
  expect(expected, 'reference data has public institutions in Tunis').toBeGreaterThan(2);
  // The first visit fetches the full institutions list (about 200 rows) before the first results.
  await expect(page.locator('.result-count')).toContainText(String(expected), { timeout: 20_000 });
  await expect(results).toHaveCount(Math.min(20, expected));
  await expect(page.getByLabel(t('ar', 'browse.filter.governorate'))).toHaveValue('Tunis');
  // The governorate is shown in Arabic.
  await expect(page.locator('.result-place').first()).toContainText('تونس');

  await page.goto('/institutions');
  await expect(results).toHaveCount(20);
  await page.getByRole('button', { name: t('ar', 'browse.next') }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);

  // A search starts from the first letter, after the pause; an acronym finds its institution first.
  const box = page.getByLabel(t('ar', 'browse.search.institutionName'));
  await box.fill('s');
  await expect(page).toHaveURL(/q=s$/);
  await box.fill('ensit');
  await expect(page).toHaveURL(/q=ensit/);
  await expect(results.first()).toContainText('المدرسة الوطنية العليا للمهندسين بتونس');
});

test('an instructor search with no result offers to add the instructor', async ({ page }) => {
  await page.goto('/instructors');
  await expect(page.getByLabel(t('ar', 'browse.directory.sort'))).toBeVisible();
  await page.getByLabel(t('ar', 'browse.search.instructorName')).fill('zzzqqq');
  await expect(page.getByText(t('ar', 'browse.instructors.none'))).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: t('ar', 'instructors.add.title') })
    .click();
  await expect(page).toHaveURL(/\/instructors\/add$/);
});

test('the seeded pages audited by Lighthouse exist (scripts/lighthouse.mjs)', async ({ page }) => {
  await page.goto('/institutions/d5db3e4d67cafeb');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('كلية العلوم بتونس');
  await page.goto('/instructors/f3efbf353425ea4');
  await expect(page.locator('article.rating-card').first()).toBeVisible();
});
