// Reporting: the reported item is shown for context (a rating's review and scores, an instructor's name and
// institution), the comment is required in the reader's language, and a report is SUBMITTED once.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin, createTargets, rateInstitution, signInStudent } from './support';

const exact = { exact: true } as const;
const REVIEW = 'Les cours sont clairs mais les salles sont froides.';

for (const language of ['ar', 'en'] as const) {
  test(`${language}: a rating's report shows its review and scores, and asks for a comment in ${language}`, async ({ page, context, stack }) => {
    const admin = await Admin.connect(stack);
    const { institution } = await createTargets(admin);
    const rating = await rateInstitution(admin, institution.id, REVIEW);
    await signInStudent(admin, context, language);
    await page.goto(`/report/institution-rating/${String(rating.id)}`);

    const card = page.getByRole('region', { name: t(language, 'form.report.context') });
    await expect(card.getByText(REVIEW)).toBeVisible();
    // A score reads with one decimal, as everywhere else.
    const four = { ar: '4,0', fr: '4,0', en: '4.0' }[language];
    await expect(card.getByText(t(language, 'form.report.scoreValue', { label: t(language, 'browse.score.safety'), value: four }))).toBeVisible();

    const comment = page.getByRole('textbox', { name: t(language, 'form.report.comment') });
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();
    await expect(comment).toBeFocused();
    await expect(comment).toHaveAccessibleDescription(new RegExp(t(language, 'form.error.required').replace('.', '\\.')));
    await comment.fill('Trop court');
    await comment.fill('court');
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();
    await expect(page.getByText(t(language, 'form.error.tooShort', { min: 10 }), exact)).toBeVisible();
  });
}

test('an instructor’s report shows who and where, and is SUBMITTED once', async ({ page, context, stack }) => {
  test.slow();
  const admin = await Admin.connect(stack);
  const { institution, instructor } = await createTargets(admin);
  await signInStudent(admin, context, 'en');
  await page.goto(`/report/instructors/${instructor.id}`);

  const card = page.getByRole('region', { name: t('en', 'form.report.context') });
  await expect(card.getByText(instructor.name, exact)).toBeVisible();
  await expect(card.getByRole('link', { name: institution.name })).toBeVisible();

  await page.getByRole('textbox', { name: t('en', 'form.report.comment') }).fill('This is not an instructor of this institution.');
  await page.getByRole('button', { name: t('en', 'form.submit') }).click();
  await expect(page.getByText(t('en', 'form.done.report'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'form.done.back', { name: instructor.name }) })).toBeVisible();

  await expect
    .poll(async () => (await admin.list('reports', `reported_id = "${instructor.id}"`)).map((r) => [r.status, r.reported_collection]))
    .toEqual([['SUBMITTED', 'instructors']]);
});

test('something nobody may see cannot be reported', async ({ page, context, stack }) => {
  const admin = await Admin.connect(stack);
  await signInStudent(admin, context, 'en');
  await page.goto('/report/program-rating/zzzzzzzzzzzzzzz');
  await expect(page.getByText(t('en', 'form.report.unavailable'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('en', 'form.report.comment') })).toHaveCount(0);
});
