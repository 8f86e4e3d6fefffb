// The app reports an unhandled error (src/lib/errors/client-errors.ts) once it is interactive: the server
// stores it with the page's path only, never the query string the reader's address held.
import { test, expect } from '../support/fixtures';
import { Admin } from '../forms/support';

// The test throws on purpose.
test.use({ consoleErrors: 'allowed' });

test('an uncaught error is reported without the query string', async ({ page, stack }) => {
  const marker = `e2e-report-${Date.now()}`;
  await page.goto('/instructors?q=Secret%20Search');
  // The reporter starts once the after-start chunk and the chunks it imports have run; starting, it wraps
  // console.error (to report what error boundaries log), which says it is listening.
  await page.waitForFunction(() => !String(console.error).includes('[native code]'));
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/rayek/client-errors') && request.method() === 'POST',
  );
  // Thrown from a timer: uncaught, as a bug in an event handler would be.
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, marker);
  const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, string>;
  expect(body).toMatchObject({ kind: 'error', message: `Error: ${marker}`, page: '/instructors' });
  expect(JSON.stringify(body)).not.toContain('Secret');

  const admin = await Admin.connect(stack);
  await expect
    .poll(async () => {
      const list = (await admin.request(
        'GET',
        `/api/collections/client_errors/records?filter=${encodeURIComponent(`message="Error: ${marker}"`)}`,
      )) as {
        items: Array<Record<string, string>>;
      };
      return list.items.map((row) => row.page);
    })
    .toEqual(['/instructors']);
});
