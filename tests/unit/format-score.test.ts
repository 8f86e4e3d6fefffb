// Scores and averages read the same everywhere (once a bar said "2" next to "1,67"): one decimal, in the
// reader's locale, from one function that every view uses.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { LANGUAGES, type Language } from '@/domain/languages';
import { formatScore, NO_SCORE } from '@/lib/i18n/format-score';
import { INTL_LOCALES } from '@/lib/i18n/messages';
import { sourceFiles } from './lang-catalogues';

const intlOf = (language: Language) => createIntl({ locale: INTL_LOCALES[language], messages: {} });

describe('formatScore', () => {
  it('prints one decimal in Arabic, French and English, a whole number included', () => {
    const shown = (value: number) => Object.fromEntries(LANGUAGES.map((l) => [l, formatScore(intlOf(l), value)]));
    expect(shown(2)).toEqual({ ar: '2,0', fr: '2,0', en: '2.0' });
    expect(shown(5 / 3)).toEqual({ ar: '1,7', fr: '1,7', en: '1.7' });
    expect(shown(4.25)).toEqual({ ar: '4,3', fr: '4,3', en: '4.3' });
  });

  it('shows no figure before the first rating', () => {
    for (const language of LANGUAGES) expect(formatScore(intlOf(language), 0)).toBe(NO_SCORE);
  });

  it('is the only place that decides how many decimals a figure gets', () => {
    const deciding = sourceFiles()
      .filter(({ text }) => /FractionDigits/.test(text))
      .map(({ file }) => file);
    expect(deciding).toEqual(['src/lib/i18n/format-score.ts']);
  });
});
