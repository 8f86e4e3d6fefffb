// An author's own instructor rating on a phone, against the real server: 'Edit' on one course's rating opens the
// form filled with its answers and its course fixed, the edit goes through the outbox to the server as a
// revision of that rating (the course is not among its answers), and the public page keeps the approved text
// until a moderator approves it. axe and the sideways-scroll check on the edit form.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import type { StackInfo } from '../support/stack';
import { Admin, createTargets, signInStudent } from './support';
import { expectAccessibleView } from '../a11y/axe';

test.use({ viewport: { width: 360, height: 740 } });

async function ratedByStudent(
  page: Page,
  context: BrowserContext,
  stack: StackInfo,
  language: Language,
  review: string,
) {
  const admin = await Admin.connect(stack);
  const { instructor } = await createTargets(admin);
  const student = await signInStudent(admin, context, language);
  const rating = await admin.create('instructor_ratings', {
    instructor: instructor.id,
    user: student.id,
    status: 'ACTIVE',
    course: 'Analyse 1',
    course_is_online: false,
    overall_quality: 4,
    difficulty: 3,
    would_take_again: true,
    instructor_used_textbooks: false,
    attendance_mandatory: true,
    grade_status: 'RATHER_NOT_SAY',
    tags: [],
    review,
  });
  await page.goto(`/instructors/${instructor.id}/add-rating`);
  await expect(page.getByRole('heading', { name: t(language, 'form.ownRating.title') })).toBeVisible();
  return { admin, instructor, rating: rating as { id: string } };
}

const cases: Array<{ language: Language; before: string; after: string }> = [
  { language: 'ar', before: 'يفسّر مليح ويجاوب على الأسئلة الكل.', after: 'بدّلت رايي: الامتحان كان صعيب برشا.' },
  {
    language: 'fr',
    before: 'Des cours clairs et des exercices utiles chaque semaine.',
    after: 'Je corrige : les exercices arrivent souvent en retard.',
  },
];

for (const { language, before, after } of cases) {
  test(`${language}: an instructor rating is edited from its notice, its course kept, and published once approved`, async ({
    page,
    context,
    stack,
  }) => {
    test.slow();
    const { admin, instructor, rating } = await ratedByStudent(page, context, stack, language, before);
    await page.getByRole('button', { name: t(language, 'form.ownRating.edit') }).click();
    await expect(page.getByRole('heading', { name: t(language, 'form.ownRating.editTitle') })).toBeFocused();
    // The course is the rating's, shown and not asked: another course would be another rating.
    await expect(page.getByRole('textbox', { name: t(language, 'form.course.label') })).toHaveCount(0);
    await expect(page.getByText('Analyse 1')).toBeVisible();
    const review = page.getByRole('textbox', { name: t(language, 'form.review.label') });
    await expect(review).toHaveValue(before);
    if (language === 'ar') await expectAccessibleView(page, 'edit form');
    await review.fill(after);
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();
    await expect(page.getByRole('heading', { name: t(language, 'form.done.sent') })).toBeVisible();
    await expect
      .poll(async () => (await admin.list('rating_revisions', `rating = '${rating.id}'`)).map((r) => r.status))
      .toEqual(['PENDING_APPROVAL']);
    const [revision] = await admin.list('rating_revisions', `rating = '${rating.id}'`);
    const answers = revision!.answers as Record<string, unknown>;
    expect(answers.review).toBe(after);
    expect(answers.overall_quality).toBe(4);
    expect('course' in answers).toBe(false);

    await page.goto(`/instructors/${instructor.id}`);
    await expect(page.getByText(before)).toBeVisible();
    await expect(page.getByText(after)).toHaveCount(0);
    await admin.request('PATCH', `/api/collections/rating_revisions/records/${String(revision!.id)}`, {
      status: 'ACTIVE',
    });
    await page.reload();
    await expect(page.getByText(after)).toBeVisible();
    const [published] = await admin.list('instructor_ratings', `id = '${rating.id}'`);
    expect(published!.course).toBe('Analyse 1');
  });
}
