// Sorting and filtering a record page's ratings (docs/offline.md "Sorted and filtered ratings offline"): the choice
// lives in the URL and survives a reload, "Show more" continues in the same order, a list seen online shows
// offline, and a sort never fetched is made offline from the stored ratings, saying it may be incomplete. In
// Arabic (right to left) and French; a link with a non-default order opens without a hydration error, and
// unknown values in it fall back to the default.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin, createTargets } from '../forms/support';
import { controlled, useLanguage } from './support';

interface Written {
  review: string;
  course: string;
  overall: number;
  helpful: number;
  /** Order of writing: a higher one is newer. */
  n: number;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function account(admin: Admin): Promise<string> {
  const email = `sorter-${unique()}@sort.e2e`;
  return String(
    (
      await admin.create('users', {
        email,
        password: 'sorter-password-1',
        passwordConfirm: 'sorter-password-1',
        name: 'Rater',
        verified: true,
      })
    ).id,
  );
}

/**
 * Ten published ratings of one instructor, written one after the other: three of "Réseaux" first, all scored 5
 * (so neither the newest nor the lowest five), then seven of "Analyse 1" with scores that tie; a few helpful votes.
 */
async function rateInstructor(admin: Admin, instructor: string): Promise<Written[]> {
  const plan: Omit<Written, 'review' | 'n'>[] = [
    { course: 'Réseaux', overall: 5, helpful: 0 },
    { course: 'Réseaux', overall: 5, helpful: 2 },
    { course: 'Réseaux', overall: 5, helpful: 0 },
    { course: 'Analyse 1', overall: 2, helpful: 1 },
    { course: 'Analyse 1', overall: 4, helpful: 0 },
    { course: 'Analyse 1', overall: 1, helpful: 0 },
    { course: 'Analyse 1', overall: 3, helpful: 3 },
    { course: 'Analyse 1', overall: 2, helpful: 0 },
    { course: 'Analyse 1', overall: 4, helpful: 1 },
    { course: 'Analyse 1', overall: 1, helpful: 0 },
  ];
  const written: Written[] = [];
  for (const [n, item] of plan.entries()) {
    const review = `Avis numéro ${n + 1} : cours ${item.course}, note ${item.overall}.`;
    const rating = await admin.create('instructor_ratings', {
      instructor,
      user: await account(admin),
      status: 'ACTIVE',
      course: item.course,
      course_is_online: false,
      overall_quality: item.overall,
      difficulty: 3,
      would_take_again: true,
      instructor_used_textbooks: false,
      attendance_mandatory: false,
      grade_status: 'RATHER_NOT_SAY',
      tags: [],
      review,
    });
    for (let v = 0; v < item.helpful; v += 1) {
      await admin.create('rating_votes', {
        rating_collection: 'instructor_ratings',
        rating: rating.id,
        user: await account(admin),
        value: 1,
      });
    }
    written.push({ ...item, review, n });
  }
  return written;
}

/** The order the server gives: the sort's key, then newest first (the ids never need to break a tie here). */
function ordered(ratings: Written[], sort: 'newest' | 'helpful' | 'highest' | 'lowest', course?: string): string[] {
  const key = (r: Written) => (sort === 'helpful' ? r.helpful : sort === 'newest' ? 0 : r.overall);
  const direction = sort === 'lowest' ? 1 : -1;
  return ratings
    .filter((r) => course === undefined || r.course === course)
    .sort((a, b) => direction * (key(a) - key(b)) || b.n - a.n)
    .map((r) => r.review);
}

const reviews = (page: Page) => page.locator('article.rating-card .rating-review');

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

test('Arabic: sort and course filter in the URL, kept on reload, Show more in order, offline from the mirror', async ({
  page,
  context,
  stack,
}) => {
  test.setTimeout(120_000);
  const admin = await Admin.connect(stack);
  const { instructor } = await createTargets(admin);
  const ratings = await rateInstructor(admin, instructor.id);
  await useLanguage(context, 'ar');
  const sortSelect = page.getByLabel(t('ar', 'browse.order.sort'), { exact: true });
  const courseSelect = page.getByLabel(t('ar', 'browse.order.course'), { exact: true });

  await page.goto(`/instructors/${instructor.id}`);
  await controlled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(reviews(page)).toHaveText(ordered(ratings, 'newest').slice(0, 5));
  await expect(sortSelect).toHaveValue('newest');
  // The course choices come from the published ratings, each with its count.
  await expect(courseSelect.locator('option')).toHaveText([
    t('ar', 'browse.order.anyCourse'),
    t('ar', 'browse.order.courseOption', { course: 'Analyse 1', count: 7 }),
    t('ar', 'browse.order.courseOption', { course: 'Réseaux', count: 3 }),
  ]);

  // Keyboard: the sort is a native select, changed from the keyboard; the focus stays on it.
  await sortSelect.focus();
  await sortSelect.selectOption('lowest');
  await expect(page).toHaveURL(/[?&]sort=lowest/);
  await expect(reviews(page)).toHaveText(ordered(ratings, 'lowest').slice(0, 5));
  await expect(sortSelect).toBeFocused();

  await courseSelect.selectOption('Analyse 1');
  await expect(page).toHaveURL(/[?&]course=Analyse(\+|%20)1/);
  const lowestAnalyse = ordered(ratings, 'lowest', 'Analyse 1');
  await expect(reviews(page)).toHaveText(lowestAnalyse.slice(0, 5));
  await page.getByRole('button', { name: t('ar', 'browse.ratings.more') }).click();
  await expect(reviews(page)).toHaveText(lowestAnalyse);
  await expect(page.getByRole('button', { name: t('ar', 'browse.ratings.more') })).toHaveCount(0);

  await page.reload();
  await expect(sortSelect).toHaveValue('lowest');
  await expect(courseSelect).toHaveValue('Analyse 1');
  await expect(reviews(page)).toHaveText(lowestAnalyse.slice(0, 5));

  // Offline: the list seen online comes from the mirror, in the same order, with its "Show more".
  await context.setOffline(true);
  await page.reload({ waitUntil: 'commit' });
  await expect(reviews(page)).toHaveText(lowestAnalyse.slice(0, 5));
  await expect(sortSelect).toHaveValue('lowest');
  await page.getByRole('button', { name: t('ar', 'browse.ratings.more') }).click();
  await expect(reviews(page)).toHaveText(lowestAnalyse);

  // A sort never asked online: made from the ratings this device stored (the seven of Analyse 1, not the three
  // others), in the server's order, saying there may be more.
  await sortSelect.selectOption('highest');
  await expect(page).toHaveURL(/[?&]sort=highest/);
  const highestAnalyse = ordered(ratings, 'highest', 'Analyse 1');
  await expect(reviews(page)).toHaveText(highestAnalyse.slice(0, 5));
  await expect(page.getByText(t('ar', 'browse.order.offlinePartial'))).toBeVisible();
  await page.getByRole('button', { name: t('ar', 'browse.ratings.more') }).click();
  await expect(reviews(page)).toHaveText(highestAnalyse);

  // Every course again: only what was stored, still in order.
  await courseSelect.selectOption('');
  await expect(page).not.toHaveURL(/course=/);
  await expect(reviews(page)).toHaveText(
    ordered(
      ratings.filter((r) => r.course === 'Analyse 1'),
      'highest',
    ).slice(0, 5),
  );
  await expect(page.getByText(t('ar', 'browse.order.offlinePartial'))).toBeVisible();

  // Back online, the server's list replaces it: the three of Réseaux (scored 5) come first, and the note goes.
  await context.setOffline(false);
  await expect(reviews(page)).toHaveText(ordered(ratings, 'highest').slice(0, 5));
  await expect(page.getByText(t('ar', 'browse.order.offlinePartial'))).toHaveCount(0);
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block', consoleErrors: 'fail' });

  test('French: a link with an order opens as is, without a hydration error; unknown values are the default', async ({
    page,
    context,
    stack,
  }) => {
    const admin = await Admin.connect(stack);
    const { instructor, program } = await createTargets(admin);
    const ratings = await rateInstructor(admin, instructor.id);
    await useLanguage(context, 'fr');

    // The prerendered page (the default order's template) hydrates with the URL's order.
    await page.goto(`/instructors/${instructor.id}?sort=helpful&course=R%C3%A9seaux`);
    await expect(page.getByLabel(t('fr', 'browse.order.sort'), { exact: true })).toHaveValue('helpful');
    await expect(page.getByLabel(t('fr', 'browse.order.course'), { exact: true })).toHaveValue('Réseaux');
    await expect(reviews(page)).toHaveText(ordered(ratings, 'helpful', 'Réseaux'));

    // Unknown values: the default order and every course, no error.
    await page.goto(`/instructors/${instructor.id}?sort=oldest&course=Chimie`);
    await expect(page.getByLabel(t('fr', 'browse.order.sort'), { exact: true })).toHaveValue('newest');
    await expect(page.getByLabel(t('fr', 'browse.order.course'), { exact: true })).toHaveValue('');
    await expect(reviews(page)).toHaveText(ordered(ratings, 'newest').slice(0, 5));

    // A program's ratings by the author's enrolment status.
    for (const [n, enrolment] of ['GRADUATED', 'ENROLLED', 'GRADUATED'].entries()) {
      const scores = Object.fromEntries(
        [
          'reputation',
          'course_quality',
          'faculty_expertise',
          'curriculum_rigor',
          'research_opportunities',
          'internship_and_coop_opportunities',
          'alumni_success',
          'facilities_and_labs',
          'workload_balance',
          'student_support_services',
        ].map((s) => [s, n + 2]),
      );
      await admin.create('program_ratings', {
        program: program.id,
        user: await account(admin),
        status: 'ACTIVE',
        enrolment_status: enrolment,
        ...scores,
        review: `Avis de programme ${n + 1}, situation ${enrolment}.`,
      });
    }
    await page.goto(`/programs/${program.id}?enrolment=EXPELLED`);
    const enrolmentSelect = page.getByLabel(t('fr', 'browse.order.enrolment'), { exact: true });
    await expect(enrolmentSelect).toHaveValue('');
    await expect(reviews(page)).toHaveCount(3);
    await enrolmentSelect.selectOption('GRADUATED');
    await expect(page).toHaveURL(/[?&]enrolment=GRADUATED/);
    await expect(reviews(page)).toHaveText([
      'Avis de programme 3, situation GRADUATED.',
      'Avis de programme 1, situation GRADUATED.',
    ]);
    await page.getByLabel(t('fr', 'browse.order.sort'), { exact: true }).selectOption('lowest');
    await expect(reviews(page)).toHaveText([
      'Avis de programme 1, situation GRADUATED.',
      'Avis de programme 3, situation GRADUATED.',
    ]);
  });
});
