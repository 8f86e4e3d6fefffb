// An author's own contributions are private: read through the private query, kept in memory only (nothing of
// them in IndexedDB), unavailable offline, and asked for again by themselves when the connection returns.
import { test, expect } from '../support/fixtures';
import { storedRows } from '../support/stored';
import { t } from '../support/messages';
import { controlled } from '../browse/support';
import { Admin, createTargets, rateInstitution, signInStudent } from '../forms/support';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

test('my contributions stay out of IndexedDB, need a connection, and come back with it', async ({
  page,
  context,
  stack,
}) => {
  test.slow();
  const admin = await Admin.connect(stack);
  const { institution } = await createTargets(admin);
  const student = await signInStudent(admin, context, 'fr');
  const review = `Avis privé en attente ${Date.now().toString(36)}`;
  await rateInstitution(admin, institution.id, review, { score: 2, author: student.id, status: 'PENDING_APPROVAL' });
  const item = page.getByText(review, { exact: true });
  const unreachable = page.getByRole('heading', { name: t('fr', 'status.unreachable.title') });

  await page.goto('/my-contributions');
  await controlled(page);
  await expect(item).toBeVisible();
  expect(JSON.stringify(await storedRows(page))).not.toContain(review);

  await context.setOffline(true);
  await page.reload();
  await expect(unreachable).toBeVisible();
  await expect(item).toHaveCount(0);

  await context.setOffline(false);
  await expect(item).toBeVisible();
  await expect(unreachable).toHaveCount(0);
});
