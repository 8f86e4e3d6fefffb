// Reporting without a connection: the reported item is shown from the mirror when it was seen before (a rating
// on its target's page, an instructor on their page), and the report can still be written.
import { test, expect } from '../support/fixtures';
import { storedRows } from '../support/stored';
import { t } from '../support/messages';
import { controlled } from '../browse/support';
import { Admin, createTargets, rateInstitution, signInStudent } from './support';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

const REVIEW = 'Bibliothèque ouverte tard, encadrement attentif.';

test('a rating and an instructor seen online are shown for context when reported offline', async ({
  page,
  context,
  stack,
}) => {
  test.slow();
  const admin = await Admin.connect(stack);
  const { institution, instructor } = await createTargets(admin);
  await rateInstitution(admin, institution.id, REVIEW, { score: 3 });
  await signInStudent(admin, context, 'fr');
  const card = page.getByRole('region', { name: t('fr', 'form.report.context') });
  const comment = page.getByRole('textbox', { name: t('fr', 'form.report.comment') });

  // Online: the institution's page with the rating, and the instructor's page.
  await page.goto(`/institutions/${institution.id}`);
  await controlled(page);
  await expect(page.locator('article.rating-card').getByText(REVIEW)).toBeVisible();
  await page.goto(`/instructors/${instructor.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(instructor.name);
  // The heading can show before the record is stored (the server's HTML names the instructor): wait for the mirror.
  await expect
    .poll(async () =>
      (await storedRows(page, ['records'])).records!.some(
        (row) => row.collection === 'instructors' && row.id === instructor.id,
      ),
    )
    .toBe(true);

  // Offline: the rating's report link, then a reload, show the rating from the mirror with its target named.
  await context.setOffline(true);
  await page.goto(`/institutions/${institution.id}`);
  await page
    .locator('article.rating-card')
    .filter({ hasText: REVIEW })
    .getByRole('link', { name: t('fr', 'browse.report') })
    .click();
  await expect(card.getByText(REVIEW)).toBeVisible();
  await page.reload();
  await expect(card.getByText(REVIEW)).toBeVisible();
  await expect(card.getByRole('link', { name: institution.name, exact: true })).toBeVisible();
  await expect(
    card.getByText(t('fr', 'form.report.scoreValue', { label: t('fr', 'browse.score.safety'), value: '3,0' })),
  ).toBeVisible();
  await expect(comment).toBeVisible();

  // The instructor's report names them, their department and their institution, from the mirror.
  await page.goto(`/report/instructors/${instructor.id}`);
  await expect(card.getByText(instructor.name, { exact: true })).toBeVisible();
  await expect(card.getByText('Informatique', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: institution.name, exact: true })).toBeVisible();
  await expect(page.getByText(t('fr', 'status.unreachable.title'))).toHaveCount(0);
});
