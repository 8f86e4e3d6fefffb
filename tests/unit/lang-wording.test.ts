// Words the specification and the guidelines fix. The quality scale reads 1 awful, 2 OK, 3 good, 4 great,
// 5 awesome (the specification's words; it once read Awful, Poor, OK, Good, Awesome, which shifted what each
// step meant); the report form's reasons are the ones the guidelines name, in the same words in each language;
// the Arabic noun "اسم" is written without hamza.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/domain/languages';
import { REPORT_REASONS } from '@/domain/report-reasons';
import { SCORE_STEPS } from '@/domain/ratings';
import { reportReasonLabel, scaleStepLabel } from '@/lib/i18n/labels';
import { catalogues } from './lang-catalogues';

describe('wording', () => {
  it("the quality scale in English is the specification's, step by step", () => {
    expect(SCORE_STEPS.map((step) => catalogues.en[scaleStepLabel('quality', step)])).toEqual([
      'Awful',
      'OK',
      'Good',
      'Great',
      'Awesome',
    ]);
  });

  it('the quality scale has five different words in each language, none of them the old "poor" step', () => {
    for (const language of LANGUAGES) {
      const words = SCORE_STEPS.map((step) => catalogues[language][scaleStepLabel('quality', step)]);
      expect(new Set(words).size, language).toBe(5);
    }
    expect(Object.values(catalogues.fr)).not.toContain('Faible');
    expect(catalogues.ar[scaleStepLabel('quality', 2)]).not.toBe('ضعيف');
  });

  it('the guidelines name every reason of the report form, in its words', () => {
    for (const language of LANGUAGES) {
      const guidelines = catalogues[language]['legal.guidelines.reporting.body']!;
      for (const reason of REPORT_REASONS) {
        expect(guidelines, `${language} ${reason}`).toContain(catalogues[language][reportReasonLabel(reason)]!);
      }
    }
  });

  it('Arabic writes "اسم", never "إسم"', () => {
    expect(Object.entries(catalogues.ar).filter(([, text]) => text.includes('إسم'))).toEqual([]);
  });
});
