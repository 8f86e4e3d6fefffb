// /compare as a student uses it: two instructors added from their pages and a third from search results, a
// fourth refused (a notification says why), the comparison opened from the selection's link with the better value marked in words;
// the URL keeps it across a reload, the stored columns show offline (an unseen one says it is not available
// offline yet), and adding another kind starts a new selection. In Arabic (RTL) and in French.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { controlled, seededInstructors, useLanguage, type SeededInstructor } from './support';
import { axeViolations } from '../a11y/axe';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

interface Rated extends SeededInstructor {
  avg_overall_quality: number;
  avg_difficulty: number;
}

/** Three instructors whose overall quality prints differently (one decimal), so one of them is better. */
function threeDistinct(instructors: readonly Rated[]): Rated[] {
  const picked: Rated[] = [];
  for (const instructor of instructors) {
    const shown = (i: Rated) => Math.round(i.avg_overall_quality * 10);
    if (!picked.some((other) => shown(other) === shown(instructor))) picked.push(instructor);
    if (picked.length === 3) break;
  }
  return picked;
}

/** A demo instructor's name as a student would type it (the demo mark left out). */
const searchable = (name: string) => name.replace(' (démo)', '');

/** The cells of a row of the comparison, named by its row heading (which may go on with "lower is better"). */
const rowCells = (page: Page, heading: string) => {
  const start = new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return page
    .locator('.compare-table tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: start }) })
    .locator('td');
};

/**
 * Scrolls `target` into view inside its scrolling region and says whether a reader sees it there: the point at
 * its centre is the element itself (or inside it), not the sticky row headings nor anything else over it.
 */
const uncovered = (target: Locator) =>
  target.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return box.width > 0 && hit !== null && element.contains(hit);
  });

for (const language of ['ar', 'fr'] as const satisfies Language[]) {
  test(`compare three instructors, offline too (${language})`, async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const instructors = (await seededInstructors(request)) as Rated[];
    const [a, b, c] = threeDistinct(instructors);
    expect(c, 'demo data has three rated instructors with different overall quality').toBeDefined();
    const fourth = instructors.find((i) => ![a, b, c].includes(i))!;
    const kind = t(language, 'compare.kind.instructors');
    const add = (name: string) =>
      page.getByRole('button', { name: `${t(language, 'compare.add')} ${name}`, exact: true });
    const tray = page.locator('.compare-tray');
    // A search result's own button (two demo instructors may share a name).
    const addResult = (instructor: Rated) =>
      page
        .locator('.result')
        .filter({ has: page.locator(`a[href="/instructors/${instructor.id}"]`) })
        .getByRole('button', { name: `${t(language, 'compare.add')} ${instructor.name}`, exact: true });
    await useLanguage(context, language);

    // Two from their own pages; the count follows the selection from page to page.
    await page.goto(`/instructors/${a!.id}`);
    await controlled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await add(a!.name).click();
    await expect(
      page.getByRole('button', { name: `${t(language, 'compare.remove')} ${a!.name}`, exact: true }),
    ).toBeVisible();
    await expect(tray).toContainText(t(language, 'compare.tray.count', { count: 1, max: 3, kind }));
    await page.goto(`/instructors/${b!.id}`);
    await add(b!.name).click();
    await expect(tray).toContainText(t(language, 'compare.tray.count', { count: 2, max: 3, kind }));

    // The third from search results; a fourth is refused with a message.
    await page.goto('/instructors');
    await page.getByLabel(t(language, 'browse.search.instructorName')).fill(searchable(c!.name));
    await addResult(c!).click();
    await expect(tray).toContainText(t(language, 'compare.tray.count', { count: 3, max: 3, kind }));
    await page.getByLabel(t(language, 'browse.search.instructorName')).fill(searchable(fourth.name));
    await addResult(fourth).click();
    await expect(page.getByText(t(language, 'compare.notice.full', { max: 3 }))).toBeVisible();
    await expect(tray).toContainText(t(language, 'compare.tray.count', { count: 3, max: 3, kind }));
    await expect(addResult(fourth)).toBeVisible();

    // The comparison: the selection in the URL, a caption, one column per instructor, the better value marked.
    await tray.getByRole('link', { name: t(language, 'compare.tray.open') }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?kind=instructors&ids=${a!.id}(%2C|,)${b!.id}(%2C|,)${c!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'compare.title'));
    const table = page.getByRole('table', { name: t(language, 'compare.caption', { kind }) });
    await expect(table).toBeVisible();
    const better = t(language, 'compare.better');
    const expectBetter = async (heading: string, values: number[], lowerIsBetter: boolean) => {
      const shown = values.map((v) => Math.round(v * 10));
      const best = lowerIsBetter ? Math.min(...shown) : Math.max(...shown);
      const cells = rowCells(page, heading);
      await expect(cells).toHaveCount(3);
      for (const [index, value] of shown.entries()) {
        if (value === best && shown.filter((v) => v === best).length < 3)
          await expect(cells.nth(index)).toContainText(better);
        else await expect(cells.nth(index)).not.toContainText(better);
      }
    };
    const check = async () => {
      for (const instructor of [a!, b!, c!])
        await expect(table.getByRole('link', { name: instructor.name, exact: true })).toBeVisible();
      await expectBetter(
        t(language, 'browse.score.overall_quality'),
        [a!, b!, c!].map((i) => i.avg_overall_quality),
        false,
      );
      await expectBetter(
        t(language, 'browse.score.difficulty'),
        [a!, b!, c!].map((i) => i.avg_difficulty),
        true,
      );
    };
    await check();

    // The URL keeps the comparison across a reload.
    await page.reload();
    await check();

    // Offline: the three stored columns still show; one never stored says so in its own column.
    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    await check();
    await page.goto(`/compare?kind=instructors&ids=${a!.id},${fourth.id}`);
    await expect(table.getByRole('link', { name: a!.name, exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader').nth(1)).toContainText(t(language, 'browse.offlineUnavailable.title'));
    await context.setOffline(false);
    await expect(table.getByRole('link', { name: fourth.name, exact: true })).toBeVisible({ timeout: 15_000 });

    // Removing a column rewrites the URL.
    await page.getByRole('button', { name: `${t(language, 'compare.remove')} ${fourth.name}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`ids=${a!.id}$`));

    // Another kind starts a new selection, and says so.
    const programs = await (
      await request.get('/api/collections/programs_search/records?perPage=1&skipTotal=1&filter=(review_count>=1)')
    ).json();
    const program = programs.items[0];
    await page.goto(`/programs/${program.id}`);
    await page.getByRole('button', { name: new RegExp(`^${t(language, 'compare.add')} `) }).click();
    await expect(
      page.getByText(
        t(language, 'compare.notice.restarted', { kind: t(language, 'compare.kind.programs'), previous: kind }),
      ),
    ).toBeVisible();
    await expect(tray).toContainText(
      t(language, 'compare.tray.count', { count: 1, max: 3, kind: t(language, 'compare.kind.programs') }),
    );

    // A bare /compare opens the pending selection under its own URL, and so does a link with no valid id
    // (compare-links.spec.ts): never an error page, never an erased selection.
    await page.goto('/compare');
    await expect(page).toHaveURL(new RegExp(`/compare\\?kind=programs&ids=${program.id}$`));
    await page.goto('/compare?kind=institutions&ids=nope,ABC');
    await expect(page).toHaveURL(new RegExp(`/compare\\?kind=programs&ids=${program.id}$`));

    // Removing the last column leaves the empty comparison, and an empty selection.
    await page.getByRole('button', { name: new RegExp(`^${t(language, 'compare.remove')} `) }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(t(language, 'compare.empty.title'));
    await expect(page).toHaveURL(/\/compare$/);
    await page.reload();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(t(language, 'compare.empty.title'));
  });
}

test('the comparison fits a 320 px phone: the table scrolls in its own region, never the page', async ({
  page,
  request,
}) => {
  const [a, b, c] = threeDistinct((await seededInstructors(request)) as Rated[]);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/compare?kind=instructors&ids=${a!.id},${b!.id},${c!.id}`);
  const region = page.getByRole('region', {
    name: t('ar', 'compare.caption', { kind: t('ar', 'compare.kind.instructors') }),
  });
  await expect(region.getByRole('link', { name: c!.name, exact: true })).toBeAttached();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  // The region takes the keyboard focus, so it can be scrolled without a pointer.
  await region.focus();
  await expect(region).toBeFocused();
});

for (const language of ['ar', 'fr'] as const satisfies Language[]) {
  test(`on a 360 px phone every compared record's name and score is reached and the hidden columns announced (${language})`, async ({
    page,
    context,
    request,
  }) => {
    const [a, b, c] = threeDistinct((await seededInstructors(request)) as Rated[]);
    const kind = t(language, 'compare.kind.instructors');
    await useLanguage(context, language);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/compare?kind=instructors&ids=${a!.id},${b!.id},${c!.id}`);
    const region = page.getByRole('region', { name: t(language, 'compare.caption', { kind }) });
    await expect(region.getByRole('link', { name: c!.name, exact: true })).toBeAttached();

    // Only the first column fits beside the row headings: a visible hint says there are three, and the region
    // is described by it, so a screen reader announces it with the region's name.
    const hint = t(language, 'compare.scrollHint', { count: 3, kind });
    await expect(page.getByText(hint, { exact: true })).toBeVisible();
    await expect(region).toHaveAccessibleDescription(hint);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    // Each record's name and overall score can be scrolled to, and is then seen, not hidden under the headings.
    const overall = rowCells(page, t(language, 'browse.score.overall_quality'));
    for (const [index, instructor] of [a!, b!, c!].entries()) {
      const name = region.getByRole('link', { name: instructor.name, exact: true });
      expect(await uncovered(name), `${instructor.name}'s name`).toBe(true);
      await expect(name).toBeInViewport();
      const score = overall.nth(index).locator('.score-badge, .compare-number').first();
      expect(await uncovered(score), `${instructor.name}'s score`).toBe(true);
      await expect(score).toBeInViewport();
      await expect(score).toHaveText(/\S/);
    }

    // The keyboard scrolls the region too: towards the end of the line is left in Arabic, right in French.
    await region.evaluate((element) => element.scrollTo({ left: 0 }));
    const start = await region.evaluate((element) => element.scrollLeft);
    await region.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).not.toBe(start);

    expect(await axeViolations(page)).toEqual([]);
  });
}
