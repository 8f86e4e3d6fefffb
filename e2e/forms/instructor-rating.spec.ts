// The instructor rating form: validation in French and Arabic, the grade asked only when it was received,
// yes/no questions by keyboard, at most three tags (a fourth cannot be chosen), and one pending record.
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { Admin, createTargets, scoreRadio, signInStudent } from './support';

const YES_NO = ['course_is_online', 'would_take_again', 'instructor_used_textbooks', 'attendance_mandatory'];

async function openForm(
  page: import('@playwright/test').Page,
  context: import('@playwright/test').BrowserContext,
  stack: import('../support/stack').StackInfo,
  language: Language,
) {
  const admin = await Admin.connect(stack);
  const { instructor } = await createTargets(admin);
  await signInStudent(admin, context, language);
  await page.goto(`/instructors/${instructor.id}/add-rating`);
  return { admin, instructor };
}

const exact = { exact: true } as const;

for (const language of ['fr', 'ar'] as const) {
  test(`${language}: every required answer is asked for in ${language}; the grade only once it was received`, async ({
    page,
    context,
    stack,
  }) => {
    await openForm(page, context, stack, language);
    const submit = page.getByRole('button', { name: t(language, 'form.submit') });
    await expect(page.getByRole('textbox', { name: t(language, 'form.grade.label') })).toHaveCount(0);
    await submit.click();

    const course = page
      .getByRole('combobox', { name: t(language, 'form.course.label') })
      .or(page.getByRole('textbox', { name: t(language, 'form.course.label') }));
    await expect(course).toBeFocused();
    await expect(course).toHaveAccessibleDescription(
      new RegExp(t(language, 'form.error.required').replace('.', '\\.')),
    );
    for (const question of YES_NO) {
      await expect(
        page
          .getByRole('group', { name: t(language, `form.question.${question}`) })
          .getByText(t(language, 'form.error.choose'), exact),
      ).toBeVisible();
    }
    for (const legend of ['browse.score.overall_quality', 'browse.score.difficulty', 'form.gradeStatus.legend']) {
      await expect(
        page.getByRole('group', { name: t(language, legend) }).getByText(t(language, 'form.error.choose'), exact),
      ).toBeVisible();
    }

    // RECEIVED asks for the grade; another status hides it again.
    const gradeStatus = page.getByRole('group', { name: t(language, 'form.gradeStatus.legend') });
    await gradeStatus.getByRole('radio', { name: t(language, 'browse.grade.RECEIVED') }).check();
    await submit.click();
    await expect(page.getByText(t(language, 'form.error.grade.required'), exact)).toBeVisible();
    await gradeStatus.getByRole('radio', { name: t(language, 'browse.grade.RATHER_NOT_SAY') }).check();
    await expect(page.getByRole('textbox', { name: t(language, 'form.grade.label') })).toHaveCount(0);
  });
}

test('yes/no questions answer by keyboard, and a fourth tag cannot be chosen', async ({ page, context, stack }) => {
  await openForm(page, context, stack, 'en');
  const online = page.getByRole('group', { name: t('en', 'form.question.course_is_online') });
  await online.getByRole('radio', { name: t('en', 'browse.yesNo.yes') }).focus();
  await page.keyboard.press('Space');
  await expect(online.getByRole('radio', { name: t('en', 'browse.yesNo.yes') })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(online.getByRole('radio', { name: t('en', 'browse.yesNo.no') })).toBeChecked();

  const tags = page.getByRole('group', { name: t('en', 'form.tags.legend', { max: 3 }) });
  for (const tag of ['CARING', 'TOUGH_GRADER', 'HILARIOUS'])
    await tags.getByRole('checkbox', { name: t('en', `browse.tag.${tag}`) }).check();
  await expect(tags.getByText(t('en', 'form.tags.count', { count: 3, max: 3 }))).toBeVisible();
  const fourth = tags.getByRole('checkbox', { name: t('en', 'browse.tag.INSPIRATIONAL') });
  await expect(fourth).toBeDisabled();
  await fourth.click({ force: true });
  await expect(fourth).not.toBeChecked();
  await expect(tags.getByRole('checkbox', { checked: true })).toHaveCount(3);
  // Freeing a place makes the others choosable again.
  await tags.getByRole('checkbox', { name: t('en', 'browse.tag.HILARIOUS') }).uncheck();
  await expect(fourth).toBeEnabled();
});

test('a complete rating is queued and reaches the server once, with its tags and grade', async ({
  page,
  context,
  stack,
}) => {
  test.slow();
  const { admin, instructor } = await openForm(page, context, stack, 'en');
  await page.getByRole('textbox', { name: t('en', 'form.course.label') }).fill('  Bases de données ');
  for (const question of YES_NO) {
    await page
      .getByRole('group', { name: t('en', `form.question.${question}`) })
      .getByRole('radio', { name: t('en', 'browse.yesNo.no') })
      .check();
  }
  await scoreRadio(page, t('en', 'browse.score.overall_quality'), 5).check();
  await scoreRadio(page, t('en', 'browse.score.difficulty'), 2).check();
  await page
    .getByRole('group', { name: t('en', 'form.gradeStatus.legend') })
    .getByRole('radio', { name: t('en', 'browse.grade.RECEIVED') })
    .check();
  await page.getByRole('textbox', { name: t('en', 'form.grade.label') }).fill('16/20');
  await page.getByRole('checkbox', { name: t('en', 'browse.tag.CARING') }).check();
  await page
    .getByRole('textbox', { name: t('en', 'form.review.label') })
    .fill('Patient, clear and always available after class.');
  await page.getByRole('button', { name: t('en', 'form.submit') }).click();
  await expect(page.getByText(t('en', 'form.done.afterModeration'))).toBeVisible();

  await expect
    .poll(async () =>
      (await admin.list('instructor_ratings', `instructor = "${instructor.id}"`)).map((r) => [
        r.status,
        r.course,
        r.grade,
        r.tags,
        r.difficulty,
      ]),
    )
    .toEqual([['PENDING_APPROVAL', 'Bases de données', '16/20', ['CARING'], 2]]);
});
