// The server prints a record's score and review count in its page's head and preview image without Intl
// (contract/server-intl.js): every figure must read exactly as the app prints it in the same language.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { formatCount, formatScore, scoreTenths } from '@contract/server-intl';
import { LANGUAGES, type Language } from '@/domain/languages';
import { formatScore as appScore } from '@/lib/i18n/format-score';
import { INTL_LOCALES } from '@/lib/i18n/messages';

const intlOf = (language: Language) => createIntl({ locale: INTL_LOCALES[language], messages: {} });

// Every average a record can have with up to 120 ratings of 1..5 (sums over counts), the halves included.
const averages: number[] = [];
for (let count = 1; count <= 120; count++) for (let sum = count; sum <= 5 * count; sum++) averages.push(sum / count);

describe('figures printed by the server', () => {
  it('print every reachable average as the app does, in each language', () => {
    for (const language of LANGUAGES) {
      const intl = intlOf(language);
      const differing = averages.filter((v) => formatScore(language, v) !== appScore(intl, v));
      expect(differing.slice(0, 5).map((v) => [v, formatScore(language, v), appScore(intl, v)])).toEqual([]);
    }
  });

  it('round a half away from zero on the decimal the number reads as (4.35 is 4.4, as Intl has it)', () => {
    expect(scoreTenths(4.35)).toBe(44);
    expect(scoreTenths(87 / 20)).toBe(44);
    expect(scoreTenths(4.25)).toBe(43);
    expect(scoreTenths(1)).toBe(10);
    expect(scoreTenths(0)).toBe(0);
    expect(formatScore('ar', 0)).toBe('');
  });

  it('group thousands in counts as the app does, in each language', () => {
    const counts = [0, 7, 999, 1000, 1234, 12345, 999999, 1000000, 12345678];
    for (const language of LANGUAGES) {
      const intl = intlOf(language);
      expect(counts.map((n) => formatCount(language, n))).toEqual(counts.map((n) => intl.formatNumber(n)));
    }
  });
});
