// Adding an instructor without a connection: the institution picker searches the institutions list the mirror
// keeps, and an institution's departments are suggested from what was stored when it was chosen online.
import { test, expect } from '../support/fixtures';
import { storedRows } from '../support/stored';
import { t } from '../support/messages';
import { controlled } from '../browse/support';
import { Admin, createTargets, signInStudent } from './support';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

test('offline, institutions are found from the stored list and a chosen one’s departments are suggested again', async ({
  page,
  context,
  stack,
}) => {
  test.slow();
  const admin = await Admin.connect(stack);
  const seen = await createTargets(admin);
  const unseen = await createTargets(admin);
  await signInStudent(admin, context, 'fr');
  const searchbox = page.getByRole('searchbox', { name: t('fr', 'form.instructor.institution') });
  const results = page.getByRole('list', { name: t('fr', 'form.instructor.institutionResults') });
  const change = page.getByRole('button', { name: t('fr', 'form.instructor.change') });
  const suggestions = page.locator('datalist option');
  const choose = async (name: string) => {
    await searchbox.fill(name.slice(-12));
    await results.getByRole('button', { name, exact: true }).click();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  };

  // Online: the first institution is chosen, and its departments arrive.
  await page.goto('/instructors/add');
  await controlled(page);
  await choose(seen.institution.name);
  await expect(suggestions).toHaveCount(2);
  // The draft is written to IndexedDB a moment after each change: reload once it holds the choice.
  await expect
    .poll(async () => JSON.stringify((await storedRows(page, ['drafts'])).drafts))
    .toContain(seen.institution.id);

  // Offline, after a reload: the draft brings the choice back, and its departments come from the mirror.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(seen.institution.name, { exact: true })).toBeVisible();
  await expect(suggestions).toHaveCount(2);
  await expect(page.locator('datalist option[value="Mathématiques"]')).toHaveCount(1);

  // Another institution is found offline too; its departments were never fetched, so none are suggested.
  await change.click();
  await choose(unseen.institution.name);
  await expect(page.getByText(t('fr', 'form.instructor.institutionOffline'))).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: t('fr', 'form.instructor.department') })).toBeVisible();
  await expect(suggestions).toHaveCount(0);

  // Back to the first: its suggestions are there again.
  await change.click();
  await choose(seen.institution.name);
  await expect(suggestions).toHaveCount(2);
});
