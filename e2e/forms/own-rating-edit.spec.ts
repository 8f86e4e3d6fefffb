// An author's own institution rating on a phone, against the real server: 'Edit' on the add-rating page opens
// the form filled with the rating's answers, an edit made offline is sent once when back online, the public page
// keeps the approved text until a moderator approves the edit; 'Withdraw' (after a confirmation) takes the rating
// off the record page. axe and the sideways-scroll check on the new states.
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { Admin, createTargets, rateInstitution, signInStudent } from './support';
import { expectAccessibleView } from '../a11y/axe';

test.use({ viewport: { width: 360, height: 740 } });

async function ratedByStudent(
  page: import('@playwright/test').Page,
  context: import('@playwright/test').BrowserContext,
  stack: import('../support/stack').StackInfo,
  language: Language,
  review: string,
) {
  const admin = await Admin.connect(stack);
  const { institution } = await createTargets(admin);
  const student = await signInStudent(admin, context, language);
  const rating = await rateInstitution(admin, institution.id, review, {
    author: student.id,
    score: 3,
  });
  await page.goto(`/institutions/${institution.id}/add-rating`);
  await expect(page.getByRole('heading', { name: t(language, 'form.ownRating.title') })).toBeVisible();
  return { admin, institution, rating: rating as { id: string } };
}

test.describe(() => {
  // Offline, the browser logs the requests it could not make as failed resources.
  test.use({ consoleErrors: 'allowed' });
  test('ar: an edit made offline is delivered once; the public page keeps the approved text until it is approved', async ({
    page,
    context,
    stack,
  }) => {
    test.slow();
    const before = 'الأساتذة باهين والقرايا مليحة برشا.';
    const after = 'بدّلت رايي: التنظيم ولّى خايب هالعام.';
    const { admin, institution, rating } = await ratedByStudent(page, context, stack, 'ar', before);
    await page.getByRole('button', { name: t('ar', 'form.ownRating.edit') }).click();
    await expect(page.getByRole('heading', { name: t('ar', 'form.ownRating.editTitle') })).toBeFocused();
    const review = page.getByRole('textbox', {
      name: t('ar', 'form.review.label'),
    });
    await expect(review).toHaveValue(before);
    await context.setOffline(true);
    await review.fill(after);
    await page.getByRole('button', { name: t('ar', 'form.submit') }).click();
    await expect(page.getByRole('heading', { name: t('ar', 'form.done.waiting') })).toBeVisible();
    expect(await admin.list('rating_revisions', `rating = '${rating.id}'`)).toEqual([]);
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('heading', { name: t('ar', 'form.done.sent') })).toBeVisible();
    await expect
      .poll(async () => (await admin.list('rating_revisions', `rating = '${rating.id}'`)).map((r) => r.status))
      .toEqual(['PENDING_APPROVAL']);

    await page.goto(`/institutions/${institution.id}`);
    await expect(page.getByText(before)).toBeVisible();
    await expect(page.getByText(after)).toHaveCount(0);

    const [revision] = await admin.list('rating_revisions', `rating = '${rating.id}'`);
    await admin.request('PATCH', `/api/collections/rating_revisions/records/${String(revision!.id)}`, {
      status: 'ACTIVE',
    });
    await page.reload();
    await expect(page.getByText(after)).toBeVisible();
    expect(await admin.list('rating_revisions', `rating = '${rating.id}'`)).toHaveLength(1);
  });
});

test('fr: a withdrawal, confirmed, takes the rating off the record page', async ({ page, context, stack }) => {
  test.slow();
  const text = 'Des enseignants disponibles et une bonne ambiance.';
  const { admin, institution, rating } = await ratedByStudent(page, context, stack, 'fr', text);
  await page.goto(`/institutions/${institution.id}`);
  await expect(page.getByText(text)).toBeVisible();
  await page.goto(`/institutions/${institution.id}/add-rating`);
  const withdraw = page.getByRole('button', {
    name: t('fr', 'form.ownRating.withdraw'),
  });
  await withdraw.click();
  const dialog = page.getByRole('dialog', {
    name: t('fr', 'form.ownRating.withdrawTitle'),
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('fr', 'form.ownRating.withdrawCancel') }).click();
  await expect(withdraw).toBeFocused();
  await withdraw.click();
  await dialog.getByRole('button', { name: t('fr', 'form.ownRating.withdrawConfirm') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('fr', 'form.ownRating.withdrawQueued') })).toBeFocused();
  await expect.poll(async () => (await admin.list('institution_ratings', `id = '${rating.id}'`)).length).toBe(0);
  await page.goto(`/institutions/${institution.id}`);
  await expect(page.getByText(text)).toHaveCount(0);
});

for (const language of ['ar', 'fr', 'en'] as const) {
  test(`${language}: the notice with its actions, the edit form and the confirmation pass axe without sideways scroll`, async ({
    page,
    context,
    stack,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 320, height: 800 });
    await ratedByStudent(page, context, stack, language, 'Des enseignants disponibles et une bonne ambiance.');
    await expectAccessibleView(page, 'notice');
    await page.getByRole('button', { name: t(language, 'form.ownRating.withdraw') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessibleView(page, 'confirmation');
    await page.getByRole('button', { name: t(language, 'form.ownRating.withdrawCancel') }).click();
    await page.getByRole('button', { name: t(language, 'form.ownRating.edit') }).click();
    await expect(page.getByRole('heading', { name: t(language, 'form.ownRating.editTitle') })).toBeFocused();
    await expectAccessibleView(page, 'edit form');
  });
}
