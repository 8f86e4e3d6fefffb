// The home page's content as the server writes it into the HTML (pocketbase/pb_hooks/lib/pages/home-page.js) prints
// numbers and plurals exactly as the app does in Arabic (react-intl's formatter, Intl's ar-TN): otherwise the
// app's rendering, which replaces the served HTML, would change the text under the reader's eyes.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALES } from '@/lib/i18n/messages';
import { formatIn } from './lang-catalogues';

const hooks = path.resolve('pocketbase/pb_hooks');
(globalThis as { __hooks?: string }).__hooks = hooks;
const { contentHtml } = createRequire(import.meta.url)(path.join(hooks, 'lib/pages/home-page.js')) as {
  contentHtml(answer: unknown, texts: Record<string, string>): string;
};
const ar = JSON.parse(fs.readFileSync('lang/ar.json', 'utf8')) as Record<string, string>;
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const locale = INTL_LOCALES.ar;

const answer = (n: number, score: number) => ({
  minReviews: n,
  counts: { institutions: n, instructors: n, reviews: n },
  latest: [
    {
      id: 'r',
      collection: 'instructor_ratings',
      target_id: 't',
      name: 'N',
      name_ar: '',
      institution_id: 'i',
      institution_name: 'I',
      institution_name_ar: '',
      score,
      review: 'R',
    },
  ],
  institutions: [{ id: 'i', name: 'I', name_ar: '', overall_rating: score, review_count: n }],
  programs: [],
});

describe('the served home content', () => {
  it('prints counts and plurals as the app does in Arabic', () => {
    for (const n of [0, 1, 2, 3, 10, 11, 99, 100, 103, 1234, 1234567]) {
      const html = contentHtml(answer(n, 4.3), ar);
      const number = new Intl.NumberFormat(locale).format(n);
      expect(html).toContain(`<dd>${number}</dd>`);
      expect(html).toContain(`<td>${number}</td>`);
      const note = formatIn('ar', ar['browse.home.best.note']!, { min: n });
      expect(html).toContain(`<p class="home-note">${escape(note)}</p>`);
    }
  });

  it('prints scores with one decimal as the app does in Arabic', () => {
    for (const score of [1, 2.5, 4.3, 5]) {
      const html = contentHtml(answer(3, score), ar);
      const printed = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        score,
      );
      expect(html).toContain(`<td>${printed}</td>`);
      const line = formatIn('ar', ar['browse.home.review.score']!, { score: printed });
      expect(html).toContain(`<p class="home-review-score">${escape(line)}</p>`);
    }
  });
});
