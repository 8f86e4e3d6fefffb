// The directory kept on the device (docs/offline.md, "Directory on the device"): never on the first page load,
// downloaded once the app is installed, shown on the settings page (what is stored, when), brought up to date when
// the connection returns so that an instructor archived on the server leaves the device, and cleared when the
// reader turns it off.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin, createTargets } from '../forms/support';
import { axeViolations } from '../a11y/axe';

test.use({ serviceWorkers: 'allow' });

/** A directory row as stored on the device (IndexedDB `rayek`, table `directoryInstructors`), or null. */
function storedInstructor(page: Page, id: string) {
  return page.evaluate(
    (key) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('rayek');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('directoryInstructors')) return resolve(null);
          const get = db.transaction('directoryInstructors').objectStore('directoryInstructors').get(key);
          get.onsuccess = () => {
            resolve(get.result ?? null);
            db.close();
          };
        };
      }),
    id,
  );
}

function storedCount(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('rayek');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('directoryInstructors')) return resolve(0);
          const count = db.transaction('directoryInstructors').objectStore('directoryInstructors').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
  );
}

const before = (text: string) => text.split('§')[0]!;

test('the directory downloads once installed, shows on the settings page, and an archived instructor leaves the device at the next delta', async ({
  page,
  context,
  stack,
}) => {
  test.setTimeout(90_000);
  const admin = await Admin.connect(stack);
  const { institution, instructor } = await createTargets(admin);
  const asked: string[] = [];
  context.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/rayek/directory/')) asked.push(pathname + search);
  });
  await page.setViewportSize({ width: 320, height: 720 });

  // The first page load: installed there, still nothing downloaded (the trigger waits for the next load).
  await page.goto('/');
  // The trigger listens once it has counted this load (after the after-start chunk and the chunks it imports).
  await page.waitForFunction(() => localStorage.getItem('rayek_directory') !== null);
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  // Past the trigger's start delay (3 s): a download would have been asked by now.
  await page.waitForTimeout(3_500);
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('rayek_directory') ?? '{}'))).toMatchObject({
    loads: 1,
    installed: true,
  });

  // The next page load downloads it: the snapshot, then the changes since its seq.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'settings.title'));
  const summary = page
    .getByRole('status')
    .filter({ hasText: before(t('ar', 'settings.directory.updated', { date: '§' })) });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  expect(asked[0]).toBe('/api/rayek/directory/snapshot');
  expect(asked[1]).toMatch(/^\/api\/rayek\/directory\/changes\?since=\d+$/);
  expect(await storedInstructor(page, instructor.id)).toEqual([
    instructor.id,
    institution.id,
    instructor.name,
    'Informatique',
    0,
    0,
  ]);
  const instructors = page
    .locator('.settings-counts dt', { hasText: t('ar', 'nav.instructors') })
    .locator('xpath=following-sibling::dd[1]');
  const count = await storedCount(page);
  await expect(instructors).toHaveText(String(count));
  await expect(page.getByText(before(t('ar', 'settings.directory.size', { size: '§' })))).toBeVisible();

  // The settings page: labelled, in the reader's direction, no sideways scrolling on a 320 px phone.
  await expect(page.getByRole('switch', { name: t('ar', 'settings.directory.switch') })).toBeChecked();
  await expect(page.getByRole('button', { name: t('ar', 'settings.directory.updateNow') })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  expect(await axeViolations(page)).toEqual([]);

  // A moderator archives the instructor; when the connection returns, the delta takes the row away.
  await admin.request('PATCH', `/api/collections/instructors/records/${instructor.id}`, { status: 'ARCHIVED' });
  const asks = asked.length;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => storedInstructor(page, instructor.id), { timeout: 20_000 }).toBeNull();
  expect(asked.slice(asks).every((path) => path.startsWith('/api/rayek/directory/changes?since='))).toBe(true);
  await expect(instructors).toHaveText(String(count - 1));

  // Turned off: everything stored goes, and a later page load downloads nothing.
  await page.getByRole('switch', { name: t('ar', 'settings.directory.switch') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('ar', 'settings.directory.off') })).toBeVisible();
  await expect.poll(() => storedCount(page)).toBe(0);
  const asksOff = asked.length;
  await page.goto('/');
  await page.waitForTimeout(3_500);
  expect(asked.length).toBe(asksOff);
});
