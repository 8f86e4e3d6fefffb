// axe-core over the page as it is now: WCAG 2.2 A and AA (target size included) and axe's best practices
// (landmarks, one <h1>, …). axe's source goes into each loaded document once and stays there for the next
// audits of the same view (another width, another state); @axe-core/playwright sent and compiled it twice per
// audit (docs/benchmarks.md, "CI run time"). The app has no frames, so the page's own document is all there is.
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations, one line each: the rule, its impact, and each element with what fails there. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join(' | ')}`,
    );
  }, TAGS);
}

/** Fails the test, naming `view`, where the page as it is now scrolls sideways or axe finds anything. */
export async function expectAccessibleView(page: Page, view: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const found = await axeViolations(page);
  expect({ view, overflow, found }).toEqual({ view, overflow: 0, found: [] });
}
