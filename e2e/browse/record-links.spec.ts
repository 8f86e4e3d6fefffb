// Record pages lead somewhere: an instructor's and a program's page name and link their institution (facts and
// breadcrumbs), the institution's page lists its instructors and programs 20 at a time in three orders; on a phone
// the instructor's score card is in the top half of the first screen; after a rating the confirmation has the focus, in view.
import type { Page } from '@playwright/test';
import { INSTITUTION_SCORES } from '../../contract/ratings.js';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin, createTargets, scoreRadio, signInStudent } from '../forms/support';
import { useLanguage } from './support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A published rating of an instructor by no account (as an import writes), overall quality `quality`. */
function rateInstructor(admin: Admin, instructor: string, quality: number, course: string) {
  return admin.create('instructor_ratings', {
    instructor,
    course,
    course_is_online: false,
    overall_quality: quality,
    difficulty: 3,
    would_take_again: true,
    instructor_used_textbooks: false,
    attendance_mandatory: false,
    grade_status: 'RATHER_NOT_SAY',
    review: 'Clear lectures and fair exams, but a lot of homework.',
    status: 'ACTIVE',
  });
}

const directory = (page: Page, list: 'instructors' | 'programs') => page.locator(`section[data-directory="${list}"]`);
const rowNames = (page: Page, list: 'instructors' | 'programs') => directory(page, list).locator('.result-name');

test('instructor → its institution → the institution’s instructors → the instructor; the program names its institution', async ({
  page,
  stack,
}) => {
  const admin = await Admin.connect(stack);
  const { institution, instructor, program } = await createTargets(admin);
  const crumbs = page.getByRole('navigation', { name: t('ar', 'nav.breadcrumbs') });

  await page.goto(`/instructors/${instructor.id}`);
  // Home › the institution › the instructor (current).
  await expect(crumbs.getByRole('link')).toHaveText([t('ar', 'nav.home'), String(institution.name_ar)]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(instructor.name);
  await expect(page.locator('.facts')).toContainText('Informatique');
  await page
    .locator('.facts')
    .getByRole('link', { name: String(institution.name_ar) })
    .click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(institution.name_ar));
  await expect(page).toHaveURL(new RegExp(`/institutions/${institution.id}$`));
  await expect(directory(page, 'instructors').getByRole('heading', { level: 2 })).toHaveText(
    t('ar', 'browse.directory.instructors'),
  );
  await expect(directory(page, 'programs').getByRole('link', { name: String(program.discipline_major) })).toBeVisible();
  await directory(page, 'instructors').getByRole('link', { name: instructor.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(instructor.name);

  await page.goto(`/programs/${program.id}`);
  await expect(crumbs.getByRole('link')).toHaveText([t('ar', 'nav.home'), String(institution.name_ar)]);
  await expect(page.locator('.facts').getByRole('link', { name: String(institution.name_ar) })).toHaveAttribute(
    'href',
    `/institutions/${institution.id}`,
  );
});

test('the institution’s instructors: 20 at a time with Show more, in three orders; one 5/5 does not top "best rated"', async ({
  page,
  stack,
}) => {
  test.slow();
  const admin = await Admin.connect(stack);
  const { institution } = await createTargets(admin);
  const tag = unique();
  const add = async (name: string) =>
    String(
      (
        await admin.create('instructors', {
          name,
          institution: institution.id,
          department: 'Physique',
          user_agrees: true,
          status: 'ACTIVE',
        })
      ).id,
    );
  const top = await add(`Zina Top ${tag}`);
  const once = await add(`Yassine Once ${tag}`);
  await add(`Abir Premier ${tag}`);
  for (let i = 0; i < 22; i += 1) await add(`Filler ${String(i).padStart(2, '0')} ${tag}`);
  for (const course of ['C1', 'C2', 'C3']) await rateInstructor(admin, top, 4, course);
  await rateInstructor(admin, once, 5, 'C1');

  await page.goto(`/institutions/${institution.id}`);
  const names = rowNames(page, 'instructors');
  await expect(names).toHaveCount(20);
  // Best rated by default: the minimum is said on the page, and the single 5/5 comes after the rated ones.
  await expect(
    directory(page, 'instructors').getByText(t('ar', 'browse.directory.bestHint', { min: 3 })),
  ).toBeVisible();
  await expect(names.first()).toHaveText(`Zina Top ${tag}`);
  await expect(names.nth(1)).toHaveText(`Yassine Once ${tag}`);

  // Show more: the other 6 (25 added and the one of createTargets), focus on the first it brought, no button left.
  await directory(page, 'instructors')
    .getByRole('button', { name: t('ar', 'browse.directory.more') })
    .click();
  await expect(names).toHaveCount(26);
  await expect(names.nth(20)).toBeFocused();
  await expect(
    directory(page, 'instructors').getByRole('button', { name: t('ar', 'browse.directory.more') }),
  ).toHaveCount(0);

  const sort = directory(page, 'instructors').getByLabel(t('ar', 'browse.directory.sort'));
  await sort.selectOption('name');
  await expect(names).toHaveCount(20);
  await expect(names.first()).toHaveText(`Abir Premier ${tag}`);
  await expect(directory(page, 'instructors').getByText(t('ar', 'browse.directory.bestHint', { min: 3 }))).toHaveCount(
    0,
  );
  await sort.selectOption('reviews');
  await expect(names.first()).toHaveText(`Zina Top ${tag}`);
  await expect(names.nth(1)).toHaveText(`Yassine Once ${tag}`);
});

test('on a 360 px phone the score is in the first screen of an instructor, an institution and a program', async ({
  page,
  stack,
}) => {
  const admin = await Admin.connect(stack);
  const { institution, instructor, program } = await createTargets(admin);
  await rateInstructor(admin, instructor.id, 4, 'C1');
  // A 360 × 640 phone shows 560 px of page under its status bar and the browser's address bar.
  const firstScreen = 560;
  await page.setViewportSize({ width: 360, height: firstScreen });
  const inFirstScreen = async (selector: string) => {
    const score = page.locator(selector).first();
    await expect(score).toBeVisible();
    const box = await score.boundingBox();
    expect(box, selector).not.toBeNull();
    expect(box!.y + box!.height, `${page.url()}: ${selector} ends at ${box!.y + box!.height} px`).toBeLessThanOrEqual(
      firstScreen,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  };
  await page.goto(`/instructors/${instructor.id}`);
  await inFirstScreen('.score-card .score-badge-hero');
  await page.goto(`/institutions/${institution.id}`);
  await inFirstScreen('.record-overall .score-badge');
  await page.goto(`/programs/${program.id}`);
  await inFirstScreen('.record-overall .score-badge');
});

for (const language of ['ar', 'fr'] as const) {
  test(`on a 360 × 800 phone the instructor's score card, its big number and review count, is in the top half (${language})`, async ({
    page,
    context,
    stack,
  }) => {
    const admin = await Admin.connect(stack);
    const { instructor } = await createTargets(admin);
    await rateInstructor(admin, instructor.id, 4, 'C1');
    await useLanguage(context, language);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/instructors/${instructor.id}`);
    const card = page.locator('.instructor-score .score-card');
    const number = card.locator('.score-badge-hero .score-value');
    const count = card.locator('.score-card-count');
    // The same figures as before, arranged as a card: the overall quality, then the number of ratings under it.
    await expect(card.locator('.score-card-label')).toHaveText(t(language, 'browse.score.overall_quality'));
    await expect(number).toHaveText(/^4[.,]0$/);
    await expect(count).toHaveText(t(language, 'browse.reviews', { count: 1 }));
    for (const part of [number, count]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height, `ends at ${box!.y + box!.height} px`).toBeLessThanOrEqual(400);
    }
    // The big number and the count sit side by side with the other figures, not under them.
    const figure = await card.locator('.score-card-figure').first().boundingBox();
    const overall = await card.locator('.score-card-overall').boundingBox();
    expect(figure!.y).toBeLessThan(overall!.y + overall!.height);
  });
}

test('after a rating is submitted, the confirmation has the focus and is in view', async ({ page, context, stack }) => {
  const admin = await Admin.connect(stack);
  const { institution } = await createTargets(admin);
  await signInStudent(admin, context, 'en');
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/institutions/${institution.id}/add-rating`);
  for (const score of INSTITUTION_SCORES) await scoreRadio(page, t('en', `browse.score.${score}`), 4).check();
  await page
    .getByRole('textbox', { name: t('en', 'form.review.label') })
    .fill('Good teachers, a long commute and a quiet library.');
  await page.getByRole('button', { name: t('en', 'form.submit') }).click();
  await expect(page.getByText(t('en', 'form.done.afterModeration'))).toBeVisible();
  // The form was scrolled far down; its confirmation, heading and next step, is wholly on screen, the heading focused.
  const heading = page.locator('#form-done-title');
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.form-done [role="status"]')).toBeInViewport({ ratio: 1 });
});
