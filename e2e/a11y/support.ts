// Helpers of the accessibility tests: axe-core over a view in each language at a phone's and a desktop's
// width, the no-sideways-scroll check, and the demo records (seeded by the e2e stack) the views are opened on.
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { LANGUAGES, type Language } from '../support/messages';
import type { StackInfo } from '../support/stack';
import { sessionFor, superuserToken, verifiedUser, type TestUser } from '../outbox/support';
import { axeViolations } from './axe';

/** The narrowest phone the site supports, and a laptop. */
export const WIDTHS = { phone: 320, desktop: 1280 } as const;
export type Width = keyof typeof WIDTHS;

/** What is wrong in the view as it is now: any sideways scroll, and axe's violations. */
async function problemsOf(page: Page): Promise<string[]> {
  await expect(page.locator('.loading-state, .skeleton-card, [aria-busy="true"]')).toHaveCount(0);
  const problems: string[] = [];
  // As the page opens: items not yet scrolled to are laid out with their estimated size.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);
  await scrollThrough(page);
  return problems.concat(await axeViolations(page));
}

/**
 * Scrolls the page through once: rating cards and results are laid out only near the screen
 * (content-visibility), and axe must see them as a reader who scrolls to them would.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, 0);
    await frame();
  });
}

/** Opens the page again in a language, the way a returning reader has it: stored, then the page loaded. */
async function openIn(page: Page, language: Language): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('rayek_lang', l), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

export interface ViewOptions {
  /** Brings the freshly loaded page into the state to audit (opening a dialog, submitting a form), once per
   * language, at the narrowest width audited. */
  prepare?: (language: Language) => Promise<void>;
  widths?: readonly Width[];
}

/**
 * Audits the page already opened in each language and at each width, and fails once, listing every problem
 * with where it was seen. The page is loaded again in each language at the narrowest width, as on a phone, and
 * `prepare` brings it into the state to audit; then the same view is audited again at each wider width, as a
 * phone turned sideways or a window widened has it (the layout follows the width in CSS alone, so a page opened
 * wide lays out the same). No view may scroll sideways, and axe finds nothing, in any language at any width:
 * names, labels and the texts' lengths change with the language, and what wraps or hides changes with the width.
 */
export async function auditEveryView(
  page: Page,
  { prepare, widths = ['phone', 'desktop'] }: ViewOptions = {},
): Promise<void> {
  const found: string[] = [];
  // Colours are audited as they stay, not halfway through a fade-in (a notification arriving as axe runs
  // measured its text against a half-transparent background): the app honours reduced motion, so the
  // audited views open with their animations already finished.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const [first, ...wider] = [...widths].sort((a, b) => WIDTHS[a] - WIDTHS[b]);
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: WIDTHS[first!], height: 800 });
    await openIn(page, language);
    await prepare?.(language);
    for (const width of [first!, ...wider]) {
      await page.setViewportSize({ width: WIDTHS[width], height: 800 });
      for (const problem of await problemsOf(page))
        found.push(`${language} ${WIDTHS[width]} px ${page.url()}: ${problem}`);
    }
  }
  expect(found, 'accessibility problems').toEqual([]);
}

async function api<T>(stack: StackInfo, path: string): Promise<T> {
  const answer = await fetch(new URL(path, stack.baseURL));
  if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

type Rows = { items: Array<Record<string, string>> };

/** Demo records of each kind with the most published ratings (the e2e stack seeds them). */
export async function demoRecords(stack: StackInfo) {
  const most = async (collection: string) => {
    const rows = await api<Rows>(
      stack,
      `/api/collections/${collection}/records?perPage=1&sort=-review_count&filter=(review_count>5)&skipTotal=1`,
    );
    const row = rows.items[0];
    if (!row) throw new Error(`No ${collection} row with more than 5 ratings: the e2e stack seeds the demo data.`);
    return row.id!;
  };
  /** The `count` rows with the most ratings, for /compare. */
  const top = async (collection: string, count: number) =>
    (
      await api<Rows>(stack, `/api/collections/${collection}/records?perPage=${count}&sort=-review_count&skipTotal=1`)
    ).items.map((r) => r.id!);
  return {
    institution: await most('institutions_search'),
    program: await most('programs_search'),
    instructor: await most('instructors_search'),
    /** Compared side by side: three instructors, two programs (one ten-score kind). */
    compared: { instructors: await top('instructors_search', 3), programs: await top('programs_search', 2) },
    /** Six published ratings: one account can report each once. */
    ratings: (await api<Rows>(stack, '/api/collections/institution_ratings/records?perPage=6&skipTotal=1')).items.map(
      (r) => r.id!,
    ),
  };
}

/** Sets an account's verified flag, as the superuser (as if its owner had opened the link, or not yet). */
export async function setVerified(stack: StackInfo, userId: string, verified: boolean): Promise<void> {
  const answer = await fetch(new URL(`/api/collections/users/records/${userId}`, stack.baseURL), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: await superuserToken(stack) },
    body: JSON.stringify({ verified }),
  });
  expect(answer.status).toBe(200);
}

/** A session of an account whose e-mail is not verified yet. */
export async function unverifiedUser(stack: StackInfo): Promise<TestUser> {
  const user = await verifiedUser(stack);
  await setVerified(stack, user.id, false);
  return sessionFor(stack, user.id);
}
