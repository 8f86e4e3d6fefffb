// Reporting: the reported item is shown for context (a rating's review and scores, an instructor's name and
// institution), a reason is chosen from the guidelines' list, the comment is required for "Other" only, in the
// reader's language, and a report is SUBMITTED once with its reason.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { Admin, createTargets, rateInstitution, signInStudent } from './support';

const exact = { exact: true } as const;
const REVIEW = 'Les cours sont clairs mais les salles sont froides.';

/** One reason of the report form, by its label. */
const reasonRadio = (page: Page, language: Language, reason: string) =>
  page
    .getByRole('group', { name: t(language, 'form.report.reason') })
    .getByRole('radio', { name: t(language, `report.reason.${reason}`), exact: true });

for (const language of ['ar', 'en'] as const) {
  test(`${language}: a rating's report shows its review and scores, and asks for a reason, then a comment for "Other", in ${language}`, async ({
    page,
    context,
    stack,
  }) => {
    const admin = await Admin.connect(stack);
    const { institution } = await createTargets(admin);
    const rating = await rateInstitution(admin, institution.id, REVIEW);
    await signInStudent(admin, context, language);
    await page.goto(`/report/institution-rating/${String(rating.id)}`);

    const card = page.getByRole('region', { name: t(language, 'form.report.context') });
    await expect(card.getByText(REVIEW)).toBeVisible();
    // A score reads with one decimal, as everywhere else.
    const four = { ar: '4,0', fr: '4,0', en: '4.0' }[language];
    await expect(
      card.getByText(t(language, 'form.report.scoreValue', { label: t(language, 'browse.score.safety'), value: four })),
    ).toBeVisible();

    // Nothing chosen: the reasons come first, and focus lands on them.
    const comment = page.getByRole('textbox', { name: t(language, 'form.report.comment') });
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();
    await expect(reasonRadio(page, language, 'INSULT_HARASSMENT')).toBeFocused();
    await expect(page.getByRole('group', { name: t(language, 'form.report.reason') })).toHaveAccessibleDescription(
      t(language, 'form.error.choose'),
    );
    // "Other" makes the comment required, and says so.
    await reasonRadio(page, language, 'OTHER').check();
    await expect(page.getByText(t(language, 'form.report.commentHintOther'), exact)).toBeVisible();
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();
    await expect(comment).toBeFocused();
    await expect(comment).toHaveAccessibleDescription(
      new RegExp(t(language, 'form.error.required').replace('.', '\\.')),
    );
    await comment.fill('Trop court');
    await comment.fill('court');
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();
    await expect(page.getByText(t(language, 'form.error.tooShort', { min: 10 }), exact)).toBeVisible();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  for (const language of ['ar', 'fr'] as const) {
    test(`${language}: a report with a reason and no comment is SUBMITTED with its reason`, async ({
      page,
      context,
      stack,
    }) => {
      const admin = await Admin.connect(stack);
      const { institution } = await createTargets(admin);
      const rating = await rateInstitution(admin, institution.id, REVIEW);
      await signInStudent(admin, context, language);
      await page.goto(`/report/institution-rating/${String(rating.id)}`);

      // Every reason of the guidelines, in their order; the comment optional until "Other" is chosen.
      const reasons = page.getByRole('group', { name: t(language, 'form.report.reason') }).getByRole('radio');
      await expect(reasons).toHaveCount(6);
      const comment = page.getByRole('textbox', { name: t(language, 'form.report.comment') });
      await expect(page.getByText(t(language, 'form.report.commentHint'), exact)).toBeVisible();
      await expect(comment).not.toHaveAttribute('aria-required', 'true');
      await reasonRadio(page, language, 'OTHER').check();
      await expect(comment).toHaveAttribute('aria-required', 'true');
      await reasonRadio(page, language, 'PERSONAL_INFORMATION').check();
      await expect(comment).not.toHaveAttribute('aria-required', 'true');
      // Nothing scrolls sideways at a phone's width.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);

      await page.getByRole('button', { name: t(language, 'form.submit') }).click();
      await expect(page.getByText(t(language, 'form.done.report'))).toBeVisible();
      await expect
        .poll(async () =>
          (await admin.list('reports', `reported_id = "${String(rating.id)}"`)).map((r) => [
            r.status,
            r.report_reason,
            r.comment,
          ]),
        )
        .toEqual([['SUBMITTED', 'PERSONAL_INFORMATION', '']]);
    });
  }
});

test('an instructor’s report shows who and where, and is SUBMITTED once', async ({ page, context, stack }) => {
  test.slow();
  const admin = await Admin.connect(stack);
  const { institution, instructor } = await createTargets(admin);
  await signInStudent(admin, context, 'en');
  await page.goto(`/report/instructors/${instructor.id}`);

  const card = page.getByRole('region', { name: t('en', 'form.report.context') });
  await expect(card.getByText(instructor.name, exact)).toBeVisible();
  await expect(card.getByRole('link', { name: institution.name })).toBeVisible();

  await reasonRadio(page, 'en', 'NOT_ABOUT_THIS_RECORD').check();
  await page
    .getByRole('textbox', { name: t('en', 'form.report.comment') })
    .fill('This is not an instructor of this institution.');
  await page.getByRole('button', { name: t('en', 'form.submit') }).click();
  await expect(page.getByText(t('en', 'form.done.report'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'form.done.back', { name: instructor.name }) })).toBeVisible();

  await expect
    .poll(async () =>
      (await admin.list('reports', `reported_id = "${instructor.id}"`)).map((r) => [
        r.status,
        r.reported_collection,
        r.report_reason,
      ]),
    )
    .toEqual([['SUBMITTED', 'instructors', 'NOT_ABOUT_THIS_RECORD']]);
});

test('something nobody may see cannot be reported', async ({ page, context, stack }) => {
  const admin = await Admin.connect(stack);
  await signInStudent(admin, context, 'en');
  await page.goto('/report/program-rating/zzzzzzzzzzzzzzz');
  await expect(page.getByText(t('en', 'form.report.unavailable'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('en', 'form.report.comment') })).toHaveCount(0);
});
