// An institution's instructors and programs read offline from the mirror: the pages seen online as they were,
// "Show more" through the stored pages, and an order never fetched made from the stored rows, saying so.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin, createTargets } from '../forms/support';
import { controlled } from './support';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

test('an institution’s lists seen online read offline, in another order too', async ({ page, context, stack }) => {
  test.setTimeout(90_000);
  const admin = await Admin.connect(stack);
  const { institution, program } = await createTargets(admin);
  const tag = Date.now().toString(36);
  for (let i = 0; i < 24; i += 1) {
    await admin.create('instructors', {
      name: `Offline ${String(i).padStart(2, '0')} ${tag}`,
      institution: institution.id,
      department: 'Chimie',
      user_agrees: true,
      status: 'ACTIVE',
    });
  }
  const instructors = page.locator('section[data-directory="instructors"]');
  const names = instructors.locator('.result-name');
  const more = instructors.getByRole('button', { name: t('ar', 'browse.directory.more') });

  // Online: both pages of the instructors (25), and the programs.
  await page.goto(`/institutions/${institution.id}`);
  await controlled(page);
  await expect(names).toHaveCount(20);
  await more.click();
  await expect(names).toHaveCount(25);
  await expect(
    page.locator('section[data-directory="programs"]').getByRole('link', { name: String(program.discipline_major) }),
  ).toBeVisible();
  const online = await names.allTextContents();

  // Offline: the page reloads from the mirror with the same lists.
  await context.setOffline(true);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(institution.name_ar));
  await expect(names).toHaveCount(20);
  await more.click();
  await expect(names).toHaveCount(25);
  expect(await names.allTextContents()).toEqual(online);
  await expect(
    page.locator('section[data-directory="programs"]').getByRole('link', { name: String(program.discipline_major) }),
  ).toBeVisible();

  // An order never fetched: made from the stored rows, 20 at a time, and said to be among the saved ones.
  await instructors.getByLabel(t('ar', 'browse.directory.sort')).selectOption('name');
  await expect(instructors.getByText(t('ar', 'browse.directory.offlineSaved'))).toBeVisible();
  await expect(names).toHaveCount(20);
  await expect(names.first()).toHaveText(/^Hela Gharbi/);
  await expect(names.nth(1)).toHaveText(`Offline 00 ${tag}`);
  await more.click();
  await expect(names).toHaveCount(25);
  await context.setOffline(false);
});
