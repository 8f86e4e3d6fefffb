// Moderation end to end: a student's rating waits for a moderator, who approves it in the app and the public
// figures change at once; a report is treated with a take-down and the content disappears; the authors read
// what became of their items on "My contributions".
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { adminClient, demoModerator, institutionRating, newStudent, useAccount } from './accounts';

// The two journeys below open a second browser context (the author's) and run a dozen API calls: on the shared
// 2-core machine they took 20+ s of the default 30, so they get Playwright's "slow" allowance.

test('a student rates, the moderator approves in the app, the public averages change at once', async ({
  page,
  context,
  stack,
}) => {
  test.slow();
  const admin = await adminClient(stack);
  const institution = await admin.collection('institutions').create({
    name: `Institut supérieur e2e ${Date.now()}`,
    name_ar: 'المعهد العالي للتجربة',
    country: 'TUNISIA',
    governorate: 'Sousse',
    sector: 'PUBLIC',
  });
  // One published rating of 5 everywhere, then the student's pending one.
  const earlier = await newStudent(admin);
  await admin.collection('institution_ratings').create({
    ...institutionRating(institution.id, Array(10).fill(5), 'Déjà publié avant ce test, tout à 5.'),
    status: 'ACTIVE',
    user: earlier.id,
  });
  const student = await newStudent(admin);
  const scores = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5];
  const review = `Bonne ambiance, bibliothèque trop petite (${Date.now()}).`;
  const pending = await student.pb
    .collection('institution_ratings')
    .create(institutionRating(institution.id, scores, review));
  expect(pending.status).toBe('PENDING_APPROVAL');
  const guestRead = () =>
    fetch(`${stack.baseURL}/api/collections/institution_ratings_average/records/${institution.id}`).then((r) =>
      r.json(),
    );
  expect(await guestRead()).toMatchObject({ review_count: 1, overall_rating: 5, avg_reputation: 5 });

  const moderator = await demoModerator(admin);
  await useAccount(context, moderator);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'moderation.title'));
  await expect(page.getByRole('link', { name: new RegExp(t('en', 'moderation.title')) })).toBeVisible();
  await expect(
    page.getByRole('tab', { name: new RegExp(t('en', 'moderation.tab.institution_ratings')) }),
  ).toHaveAttribute('aria-selected', 'true');

  const item = page.getByRole('article').filter({ hasText: review });
  await expect(item).toBeVisible();
  await expect(item.getByRole('heading')).toContainText(institution.name);
  await item.getByLabel(t('en', 'moderation.reason')).fill('Respects the guidelines.');
  await item.getByRole('button', { name: t('en', 'moderation.approve') }).click();
  await expect(item).toHaveCount(0);
  // Focus moved on: to the next waiting item, or to "Nothing waiting" when the queue is empty.
  await expect(page.locator('.moderation-item-title:focus, .moderation-waiting:focus')).toHaveCount(1);

  // Each category mean is (5 + score) / 2; the overall rating the mean of the ten: (50 + 30) / 20 = 4.
  expect(await guestRead()).toMatchObject({
    review_count: 2,
    overall_rating: 4,
    avg_reputation: 3,
    avg_location: 3.5,
    avg_internet: 5,
    avg_safety: 5,
  });
  const log = await admin
    .collection('moderation_log')
    .getFirstListItem(admin.filter('target_id = {:id}', { id: pending.id }));
  expect(log).toMatchObject({
    moderator: moderator.id,
    from_status: 'PENDING_APPROVAL',
    to_status: 'ACTIVE',
    reason: 'Respects the guidelines.',
  });

  // A visitor's institution page shows the new figures and the rating, without its author.
  const visitor = await (await context.browser()!.newContext()).newPage();
  await visitor.goto(`${stack.baseURL}/institutions/${institution.id}`);
  await expect(visitor.locator('.record-overall .score-value')).toHaveText(/^4[.,]0$/); // ar-TN writes a decimal comma
  const card = visitor.locator('article.rating-card').filter({ hasText: review });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('Étudiant'); // every test student's name starts so (accounts.ts)
  await visitor.context().close();

  // The author sees it published on "My contributions".
  const authorPage = await (await context.browser()!.newContext()).newPage();
  await useAccount(authorPage.context(), student);
  await authorPage.goto(`${stack.baseURL}/my-contributions`);
  const mine = authorPage.getByRole('listitem').filter({ hasText: review });
  await expect(mine).toContainText(t('en', 'contributions.state.published'));
  await expect(mine).toContainText(t('en', 'contributions.kind.institution_ratings'));
  await authorPage.context().close();
});

test('a report treated with a take-down removes the content, and its author reads the reason', async ({
  page,
  context,
  stack,
}) => {
  test.slow();
  const admin = await adminClient(stack);
  const institution = await admin.collection('institutions').create({
    name: `École e2e signalement ${Date.now()}`,
    country: 'TUNISIA',
    governorate: 'Sfax',
    sector: 'PRIVATE',
  });
  const author = await newStudent(admin);
  const review = `Le directeur s'appelle M. X et il est nul (${Date.now()}).`;
  const rating = await admin.collection('institution_ratings').create({
    ...institutionRating(institution.id, [3, 3, 3, 3, 3, 3, 3, 3, 3, 3], review),
    status: 'ACTIVE',
    user: author.id,
  });
  const reporter = await newStudent(admin);
  const comment = `Names and insults a person (${Date.now()}).`;
  await reporter.pb
    .collection('reports')
    .create({ reported_collection: 'institution-rating', reported_id: rating.id, report_reason: 'OTHER', comment });
  const publicRatings = () =>
    fetch(
      `${stack.baseURL}/api/collections/institution_ratings/records?filter=${encodeURIComponent(`institution="${institution.id}"`)}`,
    ).then((r) => r.json());
  expect((await publicRatings()).totalItems).toBe(1);

  await useAccount(context, await demoModerator(admin));
  await page.goto('/moderation');
  await page.getByRole('tab', { name: new RegExp(t('en', 'moderation.tab.reports')) }).click();
  const item = page.getByRole('article').filter({ hasText: comment });
  await expect(item).toContainText(review);
  await expect(item).toContainText(institution.name);
  await item.getByLabel(t('en', 'moderation.reason')).fill('Names a person.');
  await item.getByLabel(t('en', 'moderation.takeDownAs')).selectOption('SUSPENDED');
  await item.getByRole('button', { name: t('en', 'moderation.report.takeDown') }).click();
  await expect(item).toHaveCount(0);

  expect((await publicRatings()).totalItems).toBe(0);
  const average = await fetch(
    `${stack.baseURL}/api/collections/institution_ratings_average/records/${institution.id}`,
  ).then((r) => r.json());
  expect(average).toMatchObject({ review_count: 0, overall_rating: 0 });

  const authorPage = await (await context.browser()!.newContext()).newPage();
  await useAccount(authorPage.context(), author);
  await authorPage.goto(`${stack.baseURL}/my-contributions`);
  const mine = authorPage.getByRole('listitem').filter({ hasText: review });
  await expect(mine).toContainText(t('en', 'contributions.state.rejected'));
  await expect(mine).toContainText(t('en', 'contributions.reason', { reason: 'Names a person.' }));
  await authorPage.context().close();
});

test('students and signed-out visitors cannot reach the queues', async ({ page, context, stack }) => {
  const admin = await adminClient(stack);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(t('ar', 'moderation.signedOut.title'));

  await useAccount(context, await newStudent(admin));
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'notAuthorized.title'));
  await expect(page.getByRole('link', { name: new RegExp(t('en', 'moderation.title')) })).toHaveCount(0);
});

test('an account promoted while signed in gets the queues without signing in again', async ({
  page,
  context,
  stack,
}) => {
  const admin = await adminClient(stack);
  const student = await newStudent(admin);
  await useAccount(context, student);
  await admin.collection('users').update(student.id, { role: 'MODERATOR' });
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'moderation.title'));
  await expect(page.getByRole('tab', { name: new RegExp(t('en', 'moderation.tab.reports')) })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  for (const language of ['ar', 'fr'] as const) {
    test(`${language}: the page opens on the first queue with items waiting; a report shows its reason, and the queue filters by reason`, async ({
      page,
      context,
      stack,
    }) => {
      test.slow();
      const admin = await adminClient(stack);
      const institution = await admin.collection('institutions').create({
        name: `Institut e2e motifs ${Date.now()}`,
        country: 'TUNISIA',
        governorate: 'Sfax',
        sector: 'PUBLIC',
      });
      const author = await newStudent(admin);
      const rating = await admin.collection('institution_ratings').create({
        ...institutionRating(
          institution.id,
          [2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
          `Promo : inscrivez-vous chez notre école privée (${Date.now()}).`,
        ),
        status: 'ACTIVE',
        user: author.id,
      });
      // Two reasons no other test uses, so the filtered queue holds few reports whatever else runs meanwhile.
      const spam = `Publicité pour une école (${language} ${Date.now()}).`;
      const insult = `Insulte le directeur (${language} ${Date.now()}).`;
      const report = (report_reason: string, comment: string) => ({
        reported_collection: 'institution-rating',
        reported_id: rating.id,
        report_reason,
        comment,
      });
      await (await newStudent(admin)).pb.collection('reports').create(report('SPAM_ADVERTISING', spam));
      await (await newStudent(admin)).pb.collection('reports').create(report('INSULT_HARASSMENT', insult));

      // Other tests leave ratings waiting at any moment: the page reads the server's counts with the queues before
      // the reports' emptied, so that the first queue with items waiting is the reports'.
      await page.route('**/api/rayek/moderation/counts', async (route) => {
        const response = await route.fetch();
        const counts = (await response.json()) as Record<string, number>;
        for (const kind of Object.keys(counts)) if (kind !== 'reports' && kind !== 'total') counts[kind] = 0;
        await route.fulfill({ response, json: counts });
      });
      await useAccount(context, await demoModerator(admin), language);
      await page.goto('/moderation');
      await expect(page.getByRole('tab', { name: new RegExp(t(language, 'moderation.tab.reports')) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(
        page.getByRole('tab', { name: new RegExp(t(language, 'moderation.tab.institution_ratings')) }),
      ).toHaveAttribute('aria-selected', 'false');

      const panel = page.getByRole('tabpanel');
      const filter = panel.getByLabel(t(language, 'moderation.filter.reason'), { exact: true });
      await filter.selectOption('SPAM_ADVERTISING');
      const spamItem = panel.getByRole('article').filter({ hasText: spam });
      await expect(spamItem).toBeVisible();
      await expect(spamItem).toContainText(
        t(language, 'moderation.report.reason', { reason: t(language, 'report.reason.SPAM_ADVERTISING') }),
      );
      await expect(panel.getByRole('article').filter({ hasText: insult })).toHaveCount(0);
      // Every report listed has the chosen reason; the choice names how many wait with it.
      const reasonLine = t(language, 'moderation.report.reason', {
        reason: t(language, 'report.reason.SPAM_ADVERTISING'),
      });
      for (const item of await panel.getByRole('article').all()) await expect(item).toContainText(reasonLine);
      await expect(filter.locator('option:checked')).toHaveText(
        new RegExp(`^${t(language, 'report.reason.SPAM_ADVERTISING')} \\(.*\\d+\\)$`),
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);

      await filter.selectOption('INSULT_HARASSMENT');
      const insultItem = panel.getByRole('article').filter({ hasText: insult });
      await expect(insultItem).toContainText(
        t(language, 'moderation.report.reason', { reason: t(language, 'report.reason.INSULT_HARASSMENT') }),
      );
      await expect(panel.getByRole('article').filter({ hasText: spam })).toHaveCount(0);
      // Kept: the report leaves the filtered queue.
      await insultItem.getByRole('button', { name: t(language, 'moderation.report.keep') }).click();
      await expect(insultItem).toHaveCount(0);
      // A counts request still in flight when the page closes would find its response gone.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});
