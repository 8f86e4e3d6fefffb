// /compare opened from a link that is broken (an unknown kind, no valid id, no kind): it behaves like a bare
// /compare, opening the selection pending on this device under its own URL, and never erases that selection; on a
// device with nothing pending it shows the empty comparison under /compare. A column removed with the keyboard
// leaves the focus on the page, never on its body.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { ratedInstitution } from './support';

const BROKEN = (id: string) => [
  `/compare?kind=teachers&ids=${id}`,
  '/compare?kind=institutions&ids=nope,ABC',
  `/compare?ids=${id}`,
  '/compare?kind=&ids=',
];

test('a broken link opens the pending selection and keeps it', async ({ page, request }) => {
  const institution = await ratedInstitution(request);
  const tray = page.locator('.compare-tray');
  const pending = t('ar', 'compare.tray.count', { count: 1, max: 3, kind: t('ar', 'compare.kind.institutions') });
  await page.goto(`/institutions/${institution.id}`);
  await page.getByRole('button', { name: new RegExp(`^${t('ar', 'compare.add')} `) }).click();
  await expect(tray).toContainText(pending);

  const table = page.getByRole('table', {
    name: t('ar', 'compare.caption', { kind: t('ar', 'compare.kind.institutions') }),
  });
  for (const link of BROKEN(institution.id)) {
    await page.goto(link);
    await expect(page, link).toHaveURL(new RegExp(`/compare\\?kind=institutions&ids=${institution.id}$`));
    await expect(table.locator(`a[href="/institutions/${institution.id}"]`), link).toBeVisible();
  }

  // A link with some bad ids is rewritten to the ones it shows.
  await page.goto(`/compare?kind=institutions&ids=nope,${institution.id},${institution.id}`);
  await expect(page).toHaveURL(new RegExp(`/compare\\?kind=institutions&ids=${institution.id}$`));

  // Back on the record page the selection is still there.
  await page.goto(`/institutions/${institution.id}`);
  await expect(tray).toContainText(pending);
});

test('on a device with nothing pending, a broken link shows the empty comparison under /compare', async ({ page }) => {
  for (const link of BROKEN('abcdefghijklmno')) {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2 }), link).toHaveText(t('ar', 'compare.empty.title'));
    await expect(page, link).toHaveURL(/\/compare$/);
  }
});

test('removing a column with the keyboard keeps the focus on the page', async ({ page, request }) => {
  const institution = await ratedInstitution(request);
  const others = await (
    await request.get(
      '/api/collections/institutions_search/records?perPage=2&skipTotal=1&filter=(review_count>=1)&sort=-review_count',
    )
  ).json();
  const ids = [
    institution.id,
    ...others.items.map((item: { id: string }) => item.id).filter((id: string) => id !== institution.id),
  ].slice(0, 2);
  await page.goto(`/compare?kind=institutions&ids=${ids.join(',')}`);
  const remove = page.getByRole('button', { name: new RegExp(`^${t('ar', 'compare.remove')} `) });
  await expect(remove).toHaveCount(2);
  // The table takes the focus from a removed column; the empty comparison's heading from the last one.
  const region = page.getByRole('region', {
    name: t('ar', 'compare.caption', { kind: t('ar', 'compare.kind.institutions') }),
  });
  const empty = page.getByRole('heading', { level: 2, name: t('ar', 'compare.empty.title') });
  for (const [left, focused] of [
    [1, region],
    [0, empty],
  ] as const) {
    await remove.first().focus();
    await page.keyboard.press('Enter');
    await expect(remove).toHaveCount(left);
    await expect(focused).toBeFocused();
  }
});
