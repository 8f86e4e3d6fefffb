// The first-load budget as a browser sees it: JavaScript transferred (compressed) for `/` until the app is
// interactive (the load event comes earlier: a prerendered page adds its scripts after the first paint).
// scripts/check-budget.mjs computes the figure from the build; this checks it in Chromium.
import { test, expect } from '../support/fixtures';

test('the landing page loads at most 122 KB of compressed JavaScript until it is interactive', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const scripts = await page.evaluate(() => {
    const readyAt = performance.getEntriesByName('rayek:ready')[0]!.startTime;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.endsWith('.js') && r.startTime <= readyAt)
      .map((r) => ({ name: new URL(r.name).pathname, bytes: r.encodedBodySize }));
  });
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  test.info().annotations.push({
    type: 'first-load JS (gzip)',
    description: `${(total / 1000).toFixed(1)} KB in ${scripts.length} files`,
  });
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.every((s) => s.bytes > 0),
    'sizes are measurable (same origin)',
  ).toBe(true);
  expect(total).toBeLessThanOrEqual(122_000);
  // The SDK, dialogs and the service-worker helper load later, on demand.
  expect(scripts.map((s) => s.name).join(' ')).not.toMatch(/pocketbase|dialog|workbox/);
});
