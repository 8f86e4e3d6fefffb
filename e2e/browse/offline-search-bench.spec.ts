// Measurement, not a test of speed: offline instructor search over 5,000 instructors in the mirror. The
// figures (User Timing measures `rayek:local-search` of lib/mirror/local-search.ts) are logged for
// docs/benchmarks.md; the test only checks that the searches find what they should.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { controlled } from './support';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

const FIRST = [
  'Amira',
  'Youssef',
  'Sana',
  'Mehdi',
  'Ines',
  'Karim',
  'Leila',
  'Walid',
  'Nour',
  'Hédi',
  'Rim',
  'Sami',
  'Olfa',
  'Anis',
  'Salma',
  'Bilel',
  'Emna',
  'Fares',
  'Hela',
  'Nizar',
  'محمد',
  'أمينة',
  'سلمى',
  'يوسف',
  'إيمان',
];
const LAST = [
  'Ben Salah',
  'Trabelsi',
  'Gharbi',
  'Jaziri',
  'Hammami',
  'Mansouri',
  'Ayari',
  'Chaabane',
  'Ben Ammar',
  'Dridi',
  'Jlassi',
  'Mejri',
  'Zouari',
  'Kammoun',
  'Sassi',
  'Belhaj',
  'الطرابلسي',
  'الغربي',
  'بن عمار',
  'الزواري',
];
const QUERIES = [
  'amira',
  'trabelsi',
  'hedi',
  'ben ammar',
  'امينه',
  'الغربي',
  'kammoun',
  'mejri',
  'salma',
  'zzzz',
  'nour',
  'ايمان',
  'sassi',
  'dridi',
  'fares',
];

test('offline search over 5,000 cached instructors (logged figures)', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/instructors');
  await controlled(page);
  // The mirror's database exists once the page has stored the institutions list.
  await expect(page.getByLabel(t('ar', 'browse.filter.institution')).locator('option')).not.toHaveCount(1);

  const count = await page.evaluate(
    async ({ first, last }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('rayek');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('records', 'readwrite');
      const store = tx.objectStore('records');
      const now = Date.now();
      for (let i = 0; i < 5000; i++) {
        const id = `bench${String(i).padStart(10, '0')}`;
        const name = `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]} ${i}`;
        store.put({
          collection: 'instructors_search',
          id,
          data: {
            id,
            name,
            department: 'Informatique',
            institution_id: 'abcdefghij12345',
            institution_name: 'Bench',
            avg_overall_quality: 3.5,
            avg_difficulty: 3,
            avg_would_take_again: 50,
            review_count: 4,
          },
          fetchedAt: now,
          accessedAt: now,
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      return 5000;
    },
    { first: FIRST, last: LAST },
  );
  expect(count).toBe(5000);

  await context.setOffline(true);
  const box = page.getByLabel(t('ar', 'browse.search.instructorName'));
  for (const [i, query] of QUERIES.entries()) {
    await box.fill(query);
    await page.waitForFunction((n) => performance.getEntriesByName('rayek:local-search').length >= n, i + 1);
    if (query === 'zzzz') await expect(page.getByText(t('ar', 'browse.instructors.none'))).toBeVisible();
    else await expect(page.locator('.result-list .result-name').first()).toBeVisible();
  }
  const durations = await page.evaluate(() =>
    performance.getEntriesByName('rayek:local-search').map((e) => e.duration),
  );
  const indexLoads = await page.evaluate(() =>
    performance
      .getEntriesByName('rayek:local-index')
      .map((e) => `${(e as PerformanceMeasure).detail?.size} rows in ${e.duration.toFixed(0)} ms`),
  );
  const sorted = [...durations].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const first = durations[0] ?? NaN;
  const max = sorted[sorted.length - 1] ?? NaN;
  console.log(
    `[bench] offline search over 5,000 cached instructors, ${durations.length} queries: median ${median.toFixed(1)} ms, ` +
      `first ${first.toFixed(1)} ms, max ${max.toFixed(1)} ms; index loaded once when the page went offline: ${indexLoads.join(', ')}`,
  );
  expect(durations).toHaveLength(QUERIES.length);
});
