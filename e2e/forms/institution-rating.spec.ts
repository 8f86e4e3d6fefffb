// The institution rating form against the real server: validation in the reader's language with focus on the
// first invalid question, the score radio groups by keyboard, the draft across a reload, one record per
// submit (PENDING_APPROVAL), the page saying so afterwards, and the server's specific refusal of a second rating.
import { INSTITUTION_SCORES } from '../../contract/ratings.js';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { Admin, createTargets, scoreRadio, signInStudent } from './support';

const SCORES = INSTITUTION_SCORES;

async function openForm(
  page: import('@playwright/test').Page,
  context: import('@playwright/test').BrowserContext,
  stack: import('../support/stack').StackInfo,
  language: Language,
) {
  const admin = await Admin.connect(stack);
  const { institution } = await createTargets(admin);
  const student = await signInStudent(admin, context, language);
  await page.goto(`/institutions/${institution.id}/add-rating`);
  return { admin, institution, student };
}

for (const language of ['ar', 'en'] as const) {
  test(`${language}: an empty or short answer is refused inline, in ${language}, and focus goes to the first question`, async ({
    page,
    context,
    stack,
  }) => {
    await openForm(page, context, stack, language);
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();

    await expect(page.getByRole('alert').filter({ hasText: t(language, 'form.fixErrors') })).toBeVisible();
    const first = page.getByRole('group', { name: t(language, 'browse.score.reputation') });
    await expect(first.getByText(t(language, 'form.error.choose'), { exact: true })).toBeVisible();
    await expect(first.getByRole('radio').first()).toBeFocused();
    await expect(page.getByText(t(language, 'form.error.choose'), { exact: true })).toHaveCount(SCORES.length);
    const review = page.getByRole('textbox', { name: t(language, 'form.review.label') });
    await expect(review).toHaveAccessibleDescription(
      new RegExp(t(language, 'form.error.required').replace('.', '\\.')),
    );

    await page.getByRole('textbox', { name: t(language, 'form.review.label') }).fill('   short   ');
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();
    await expect(page.getByText(t(language, 'form.error.tooShort', { min: 10 }), { exact: true })).toBeVisible();

    // Characters nobody sees are no review at all; symbols alone are no words.
    await review.fill('\u200b\u200c\u200d\u3164\u2800'.repeat(4));
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();
    await expect(review).toHaveAccessibleDescription(
      new RegExp(t(language, 'form.error.required').replace('.', '\\.')),
    );
    await review.fill('!!!!! ????? 🙂🙂🙂');
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();
    await expect(page.getByText(t(language, 'form.error.noLetters'), { exact: true })).toBeVisible();
    // Nothing typed is lost: the text stays in the field.
    await expect(review).toHaveValue('!!!!! ????? 🙂🙂🙂');
  });
}

test('scores are radio groups the keyboard can answer', async ({ page, context, stack }) => {
  await openForm(page, context, stack, 'en');
  const reputation = t('en', 'browse.score.reputation');
  await scoreRadio(page, reputation, 1).focus();
  await page.keyboard.press('Space');
  await expect(scoreRadio(page, reputation, 1)).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(scoreRadio(page, reputation, 3)).toBeChecked();
  await expect(scoreRadio(page, reputation, 3)).toBeFocused();
  // Each option is read with its number and its word.
  await expect(scoreRadio(page, reputation, 3)).toHaveAccessibleName(
    new RegExp(`3\\s*${t('en', 'browse.scale.quality.3')}`),
  );
  // Tab leaves the group for the next question.
  await page.keyboard.press('Tab');
  await expect(
    page
      .getByRole('group', { name: t('en', 'browse.score.location') })
      .getByRole('radio')
      .first(),
  ).toBeFocused();
});

test('a draft survives a reload until it is submitted; a submit creates exactly one pending rating', async ({
  page,
  context,
  stack,
}) => {
  test.slow(); // many steps on a shared two-core machine
  const { admin, institution } = await openForm(page, context, stack, 'ar');
  const review = 'الأساتذة باهين أما التنقل صعيب شوية.';
  await scoreRadio(page, t('ar', 'browse.score.reputation'), 4).check();
  await scoreRadio(page, t('ar', 'browse.score.safety'), 2).check();
  await page.getByRole('textbox', { name: t('ar', 'form.review.label') }).fill(review);
  // The draft is written to IndexedDB asynchronously: reload once it is there.
  await expect
    .poll(() =>
      page.evaluate(
        (key) =>
          new Promise<unknown>((resolve) => {
            const open = indexedDB.open('rayek');
            open.onsuccess = () => {
              const read = open.result.transaction('drafts').objectStore('drafts').get(key);
              read.onsuccess = () => resolve((read.result as { data?: { review?: string } } | undefined)?.data?.review);
            };
          }),
        `institution-rating:${institution.id}`,
      ),
    )
    .toBe(review);
  await page.reload();
  await expect(page.getByText(t('ar', 'form.draftRestored'))).toBeVisible();
  await expect(scoreRadio(page, t('ar', 'browse.score.reputation'), 4)).toBeChecked();
  await expect(scoreRadio(page, t('ar', 'browse.score.safety'), 2)).toBeChecked();
  await expect(page.getByRole('textbox', { name: t('ar', 'form.review.label') })).toHaveValue(review);

  for (const key of SCORES) await scoreRadio(page, t('ar', `browse.score.${key}`), 3).check();
  await page.getByRole('button', { name: t('ar', 'form.submit') }).click();
  await expect(page.getByRole('heading', { name: t('ar', 'form.done.sent') })).toBeVisible();
  await expect(page.getByText(t('ar', 'form.done.afterModeration'))).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('ar', 'form.done.back', { name: String(institution.name_ar) }) }),
  ).toBeVisible();

  await expect
    .poll(async () =>
      (await admin.list('institution_ratings', `institution = "${institution.id}"`)).map((r) => r.status),
    )
    .toEqual(['PENDING_APPROVAL']);

  // Submitted: the page now says the rating exists, waiting, instead of offering an empty form again.
  await page.goto(`/institutions/${institution.id}/add-rating`);
  await expect(page.getByRole('heading', { name: t('ar', 'form.ownRating.title') })).toBeVisible();
  await expect(page.getByText(t('ar', 'contributions.state.pending'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('ar', 'form.review.label') })).toHaveCount(0);
  await expect(page.getByText(t('ar', 'form.draftRestored'))).toHaveCount(0);
});

test.describe(() => {
  // The server's refusal is a 400 answer, which the browser logs as a failed resource.
  test.use({ consoleErrors: 'allowed' });
  test('a second rating of the same institution gets the server’s specific message', async ({
    page,
    context,
    stack,
  }) => {
    test.slow();
    const { admin, institution } = await openForm(page, context, stack, 'fr');
    const fill = async (on: import('@playwright/test').Page) => {
      for (const key of SCORES) await scoreRadio(on, t('fr', `browse.score.${key}`), 5).check();
      await on
        .getByRole('textbox', { name: t('fr', 'form.review.label') })
        .fill('Très bonne ambiance et bons enseignants.');
      await on.getByRole('button', { name: t('fr', 'form.submit') }).click();
    };
    // A second tab opened before the first rating is sent still shows the form (a page opened later says it is
    // rated already): its rating reaches the server, which refuses it.
    const first = await context.newPage();
    await first.goto(`/institutions/${institution.id}/add-rating`);
    await expect(page.getByRole('textbox', { name: t('fr', 'form.review.label') })).toBeVisible();
    await fill(first);
    await expect
      .poll(async () => (await admin.list('institution_ratings', `institution = "${institution.id}"`)).length)
      .toBe(1);
    await first.close();
    await fill(page);
    await expect(page.getByText(t('fr', 'form.error.alreadyRated'), { exact: true })).toBeVisible();
    expect(await admin.list('institution_ratings', `institution = "${institution.id}"`)).toHaveLength(1);
    // Headed as refused, not as saved or sent, and no correction is suggested: no edit can undo "already rated".
    await expect(page.getByRole('heading', { name: t('fr', 'form.done.notAccepted') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('fr', 'form.done.sent') })).toHaveCount(0);
    await expect(page.getByText(t('fr', 'form.done.afterModeration'))).toHaveCount(0);
    await expect(page.getByRole('link', { name: t('fr', 'form.done.openOutbox') })).toHaveCount(0);
    await page.getByRole('link', { name: t('fr', 'form.done.openOutboxFinal') }).click();
    // The outbox says the same and offers only to discard it.
    const item = page.getByRole('listitem').filter({ hasText: t('fr', 'outbox.state.failed') });
    await expect(item).toContainText(t('fr', 'form.error.alreadyRated'));
    await expect(item).toContainText(t('fr', 'outbox.final'));
    await expect(item.getByRole('button', { name: t('fr', 'outbox.edit') })).toHaveCount(0);
    await expect(item.getByRole('button', { name: t('fr', 'outbox.retry') })).toHaveCount(0);
    await expect(item.getByRole('button', { name: t('fr', 'outbox.discard') })).toBeVisible();
  });
});
