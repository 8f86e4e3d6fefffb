// Searches with a query in the URL arrive with their first answer (pocketbase/pb_hooks/lib/pages/served-search-pages.js): the
// page's HTML carries exactly the search route's answer, the app shows it without asking the route, stores it
// in the mirror as a network answer (so it is there offline), and a query holding HTML stays text.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { storedRows } from '../support/stored';
import { controlled, seededInstructors } from './support';

const SEARCH_ROUTE = /\/api\/rayek\/[^/]+\/search/;
const INSTITUTIONS_LIST = /\/api\/collections\/institutions_search\/records/;

interface Answer {
  items: Array<{ id: string; name?: string; institution_id: string; institution_name: string }>;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What the HTML the server answers for `path` is served with (the root element's data-served). */
async function servedItems(request: APIRequestContext, path: string): Promise<Array<Record<string, unknown>>> {
  const html = await (await request.get(path)).text();
  const attribute = /<div id="root" data-served="([^"]*)"/.exec(html)?.[1];
  expect(attribute, `data-served in the HTML of ${path}`).toBeDefined();
  return JSON.parse(decode(attribute ?? '[]')) as Array<Record<string, unknown>>;
}

async function routeAnswer(request: APIRequestContext, kind: string, q: string): Promise<Answer> {
  const res = await request.get(`/api/rayek/${kind}/search?${new URLSearchParams({ q, page: '1', perPage: '20' })}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Answer;
}

/** The search requests the page sends (none expected). */
function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    if (SEARCH_ROUTE.test(r.url())) seen.push(r.url());
  });
  return seen;
}

/** Waits until the mirror holds the answer of `key` (the app stored the page's answer). */
async function storedAnswer(page: Page, key: string): Promise<string[]> {
  await expect
    .poll(async () => ((await storedRows(page, ['queries'])).queries ?? []).some((q) => q.key === key), {
      message: `query ${key} stored`,
    })
    .toBe(true);
  const query = ((await storedRows(page, ['queries'])).queries ?? []).find((q) => q.key === key);
  return query?.ids as string[];
}

test("an instructor search's HTML holds the route's answer, which shows with its Arabic places and no search request", async ({
  page,
  request,
}) => {
  const instructors = await seededInstructors(request);
  expect(instructors.length, 'demo data has rated instructors').toBeGreaterThan(0);
  const q = instructors[0]!.name.replace(' (démo)', '').split(' ').at(-1)!;
  const path = `/instructors?q=${encodeURIComponent(q)}`;

  const answer = await routeAnswer(request, 'instructors', q);
  expect(answer.items.length).toBeGreaterThan(0);
  const served = await servedItems(request, path);
  expect(served[0]).toEqual({ search: 'instructors_search', query: { q, institution: '', page: 1 }, answer });
  const institution = served.find((s) => s.collection === 'institutions' && s.id === answer.items[0]!.institution_id)
    ?.data as { name_ar: string } | undefined;
  expect(institution?.name_ar, 'the first result institution has an Arabic name').toBeTruthy();

  // The institutions list (the other source of Arabic names) is held back until the results were checked: their
  // places come from the page itself, in Arabic from the first render (no French name changing to Arabic).
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route(INSTITUTIONS_LIST, async (route) => {
    await listHeld;
    await route.continue();
  });
  const searches = searchRequests(page);
  await page.goto(path);
  const names = page.locator('.result-list .result-name');
  await expect(names).toHaveText(answer.items.map((item) => item.name ?? ''));
  await expect(page.locator('.result-list .result-place').first()).toContainText(institution!.name_ar);
  releaseList();

  expect(await storedAnswer(page, `instructors_search?page=1&q=${encodeURIComponent(q)}`)).toEqual(
    answer.items.map((i) => i.id),
  );
  expect(searches).toEqual([]);
});

test("a program search's HTML holds the route's answer, shown without a search request", async ({ page, request }) => {
  const q = 'Informatique';
  const answer = await routeAnswer(request, 'programs', q);
  expect(answer.items.length).toBeGreaterThan(0);
  const served = await servedItems(request, `/programs?q=${q}`);
  expect(served[0]).toEqual({ search: 'programs_search', query: { q, institution: '', page: 1 }, answer });

  const searches = searchRequests(page);
  await page.goto(`/programs?q=${q}`);
  await expect(page.locator('.result-list .result')).toHaveCount(answer.items.length);
  expect(await storedAnswer(page, `programs_search?page=1&q=${q}`)).toEqual(answer.items.map((i) => i.id));
  expect(searches).toEqual([]);
});

test('a query holding HTML and markers is shown as the text it is, and runs nothing', async ({ page, request }) => {
  const q = `<img src=x onerror="document.title='owned'"> "'&amp; __RAYEK_RECORD_SERVED__`;
  const path = `/instructors?q=${encodeURIComponent(q)}`;
  const html = await (await request.get(path)).text();
  expect(html).not.toContain('<img src=x');
  expect((await servedItems(request, path))[0]).toMatchObject({ query: { q }, answer: { items: [] } });

  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  const searches = searchRequests(page);
  await page.goto(path);
  await expect(page.getByRole('status').filter({ hasText: t('ar', 'browse.instructors.none') })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: t('ar', 'browse.search.instructorName') })).toHaveValue(q);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.title()).not.toBe('owned');
  expect(searches).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

  test('a search first seen with its answer in the page shows again offline', async ({ page, context, request }) => {
    const instructors = await seededInstructors(request);
    const q = instructors[0]!.name.replace(' (démo)', '').split(' ').at(-1)!;
    const answer = await routeAnswer(request, 'instructors', q);
    const path = `/instructors?q=${encodeURIComponent(q)}`;
    const searches = searchRequests(page);
    await page.goto(path);
    await controlled(page);
    await storedAnswer(page, `instructors_search?page=1&q=${encodeURIComponent(q)}`);
    expect(searches).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('.result-list .result-name')).toHaveText(answer.items.map((item) => item.name ?? ''));
    await expect(page.getByRole('status').filter({ hasText: t('ar', 'browse.offline.title') })).toBeVisible();
  });
});
