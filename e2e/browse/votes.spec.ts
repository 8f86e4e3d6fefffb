// Helpful votes on the built app against the real server: a verified student votes on an instructor's rating
// and sees it at once and after a reload, changes and withdraws it, votes offline (the outbox delivers it once
// when the connection returns), is refused on their own rating with the reason; a signed-out reader is asked to
// sign in (docs/outbox.md "Votes", docs/offline.md "Helpful votes offline").
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin, createTargets, signInStudent } from '../forms/support';
import { outboxRows } from '../outbox/support';
import { controlled, useLanguage } from './support';

const helpful = t('en', 'browse.vote.helpful');
const unhelpful = t('en', 'browse.vote.unhelpful');

/** An ACTIVE rating of `instructor`, by `author` or by a fresh account. */
async function rateInstructor(admin: Admin, instructor: string, author?: string): Promise<string> {
  const user =
    author ??
    String(
      (
        await admin.create('users', {
          email: `voter-rater-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@votes.e2e`,
          password: 'rater-password-1',
          passwordConfirm: 'rater-password-1',
          name: 'Rater',
          verified: true,
        })
      ).id,
    );
  const rating = await admin.create('instructor_ratings', {
    instructor,
    user,
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
    review: 'Des cours clairs et des exercices utiles chaque semaine.',
  });
  return String(rating.id);
}

const button = (page: Page, name: string, count: number) =>
  page.getByRole('button', { name: `${name} (${count})`, exact: true });

async function serverCounts(admin: Admin, rating: string) {
  const record = await admin.request('GET', `/api/collections/instructor_ratings/records/${rating}`);
  return [record.helpful_count, record.unhelpful_count];
}

async function storedVotes(admin: Admin, rating: string) {
  return (await admin.list('rating_votes', `rating = "${rating}"`)).map((v) => v.value);
}

test('a verified student votes, sees it at once and after a reload, changes it and withdraws it', async ({
  page,
  context,
  stack,
}) => {
  const admin = await Admin.connect(stack);
  const { instructor } = await createTargets(admin);
  const rating = await rateInstructor(admin, instructor.id);
  await signInStudent(admin, context, 'en');
  await page.goto(`/instructors/${instructor.id}`);

  await button(page, helpful, 0).click();
  await expect(button(page, helpful, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(page, unhelpful, 0)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => serverCounts(admin, rating)).toEqual([1, 0]);

  await page.reload();
  await expect(button(page, helpful, 1)).toHaveAttribute('aria-pressed', 'true');

  // Changing: helpful becomes not helpful, the counts follow at once and on the server.
  await button(page, unhelpful, 0).click();
  await expect(button(page, unhelpful, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(page, helpful, 0)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => serverCounts(admin, rating)).toEqual([0, 1]);
  expect(await storedVotes(admin, rating)).toEqual([-1]);

  // Pressing the pressed one withdraws the vote; with the keyboard this time.
  await button(page, unhelpful, 1).focus();
  await page.keyboard.press('Enter');
  await expect(button(page, unhelpful, 0)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => storedVotes(admin, rating)).toEqual([]);
  expect(await serverCounts(admin, rating)).toEqual([0, 0]);
});

test.describe('offline and refusals', () => {
  // Cut connections and the refused vote are reported by the browser in the console.
  test.use({ consoleErrors: 'allowed', serviceWorkers: 'allow' });

  test('a vote made offline shows at once and reaches the server once when the connection returns', async ({
    page,
    context,
    stack,
  }) => {
    const admin = await Admin.connect(stack);
    const { instructor } = await createTargets(admin);
    const rating = await rateInstructor(admin, instructor.id);
    await signInStudent(admin, context, 'en');
    await page.goto(`/instructors/${instructor.id}`);
    await controlled(page);
    await expect(button(page, helpful, 0)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    // Several presses offline: the last one is what the server gets.
    await button(page, helpful, 0).click();
    await button(page, helpful, 1).click();
    await button(page, helpful, 0).click();
    await expect(button(page, helpful, 1)).toHaveAttribute('aria-pressed', 'true');
    expect(await serverCounts(admin, rating)).toEqual([0, 0]);

    await context.setOffline(false);
    await expect.poll(() => storedVotes(admin, rating)).toEqual([1]);
    expect(await serverCounts(admin, rating)).toEqual([1, 0]);
    await expect(button(page, helpful, 1)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => outboxRows(page)).toEqual([]);
  });

  test('a vote on one’s own rating is refused with the reason, never shown as made, and listed in the outbox', async ({
    page,
    context,
    stack,
  }) => {
    const admin = await Admin.connect(stack);
    const { instructor } = await createTargets(admin);
    const student = await signInStudent(admin, context, 'en');
    const rating = await rateInstructor(admin, instructor.id, student.id);
    await page.goto(`/instructors/${instructor.id}`);

    await button(page, helpful, 0).click();
    await expect(page.getByRole('alert').filter({ hasText: t('en', 'browse.vote.refused.own') })).toBeVisible();
    await expect(button(page, helpful, 0)).toHaveAttribute('aria-pressed', 'false');
    expect(await storedVotes(admin, rating)).toEqual([]);

    await page.goto('/outbox');
    const item = page.getByRole('listitem').filter({ hasText: t('en', 'outbox.kind.vote') });
    await expect(item).toContainText(t('en', 'form.error.ownRating'));
    await expect(item).toContainText(t('en', 'outbox.vote.helpful'));
    await expect(item).toContainText(instructor.name);
  });
});

test('a signed-out reader who presses is asked to sign in', async ({ page, context, stack }) => {
  const admin = await Admin.connect(stack);
  const { instructor } = await createTargets(admin);
  await rateInstructor(admin, instructor.id);
  await useLanguage(context, 'en');
  await page.goto(`/instructors/${instructor.id}`);

  await button(page, helpful, 0).click();
  const card = page.locator('article.rating-card');
  await expect(card.getByText(t('en', 'browse.vote.needsSignIn'))).toBeVisible();
  await expect(card.getByRole('button', { name: t('en', 'auth.signIn') })).toBeVisible();
  await expect(button(page, helpful, 0)).toHaveAttribute('aria-pressed', 'false');
  await card.getByRole('button', { name: t('en', 'auth.signIn') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
