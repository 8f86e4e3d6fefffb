// Helpers of the browse tests: the service worker in control (offline reloads), the language chosen before the
// app starts, the layout shifts a page makes, and the seeded records the tests read (demo data of
// scripts/seed-demo.mjs).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Language } from '../support/messages';

export async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

export async function useLanguage(context: BrowserContext, language: Language) {
  await context.addInitScript((l) => localStorage.setItem('rayek_lang', l), language);
}

/**
 * From the next page on, every unexpected layout shift's score (none that follows the reader's input) is kept in
 * `window.__shifts`, from the page's first paint (`buffered`).
 */
export async function recordLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export interface SeededInstructor {
  id: string;
  name: string;
  review_count: number;
}

export interface SeededInstitution {
  id: string;
  name: string;
  name_ar: string;
  governorate: string;
  overall_rating: number;
  review_count: number;
}

export async function seededInstructors(request: APIRequestContext): Promise<SeededInstructor[]> {
  const answer = await request.get(
    '/api/collections/instructors_search/records?perPage=50&skipTotal=1&filter=(review_count>=2)&sort=name',
  );
  return (await answer.json()).items;
}

export async function ratedInstitution(request: APIRequestContext): Promise<SeededInstitution> {
  const answer = await request.get(
    '/api/collections/institutions_search/records?perPage=1&skipTotal=1&filter=(review_count>=2%26%26name_ar!="")&sort=name',
  );
  return (await answer.json()).items[0];
}
