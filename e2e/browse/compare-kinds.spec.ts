// Institutions and programs side by side show the distribution of their overall score (docs/api.md, "Read
// models": nb_1…nb_5), bar by bar the counts the read model answers, like the instructors' row; offline too, once
// stored.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { controlled, useLanguage } from './support';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

const KINDS = [
  { kind: 'institutions', averages: 'institution_ratings_average' },
  { kind: 'programs', averages: 'program_ratings_average' },
] as const;

/** Two rated records of a kind with their read-model rows. */
async function twoRated(request: APIRequestContext, averages: string) {
  const answer = await request.get(
    `/api/collections/${averages}/records?perPage=2&skipTotal=1&filter=(review_count>=2)&sort=-review_count`,
  );
  return (await answer.json()).items as Array<Record<string, number> & { id: string }>;
}

for (const { kind, averages } of KINDS) {
  test(`${kind} compared show the distribution of their overall score`, async ({ page, context, request }) => {
    const rows = await twoRated(request, averages);
    expect(rows, 'demo data has two rated records').toHaveLength(2);
    await useLanguage(context, 'fr');
    await page.goto(`/compare?kind=${kind}&ids=${rows.map((row) => row.id).join(',')}`);
    const title = t('fr', 'browse.distribution');
    const cells = page
      .locator('.compare-table tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) })
      .locator('td');
    const check = async () => {
      await expect(cells).toHaveCount(2);
      for (const [index, row] of rows.entries()) {
        const chart = cells.nth(index).getByRole('figure', { name: title });
        // Highest step first, as on the instructor page; the counts add up to the number of ratings.
        await expect(chart.locator('.distribution-count')).toHaveText(
          [5, 4, 3, 2, 1].map((k) => String(row[`nb_${k}`])),
        );
        expect([1, 2, 3, 4, 5].reduce((sum, k) => sum + row[`nb_${k}`]!, 0)).toBe(row.review_count);
      }
    };
    await check();

    // Stored, so offline too.
    await controlled(page);
    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    await check();
  });
}
