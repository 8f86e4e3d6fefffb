import { describe, expect, it } from 'vitest';
import { parseInstitutionSearch, parseInstructorSearch } from '@/domain/browse-search';
import { GOVERNORATES_AR } from '@contract/governorate-names.js';
import { GOVERNORATES } from '@contract/institutions.js';
import { governorateName } from '@/domain/governorates';
import { burdenTone, qualityTone, scoreTone } from '@/domain/score-colour';
import { isSearchableText } from '@/domain/search-text';
import { foldSearchText } from '@contract/search-engine/fold.js';

describe('search text folding', () => {
  it('ignores case and Latin accents', () => {
    expect(foldSearchText('École Nationale')).toBe(foldSearchText('ecole nationale'));
    expect(foldSearchText('Amîne  Béji')).toBe('amine beji');
  });

  it('meets Arabic letter variants, tatweel and short vowels', () => {
    expect(foldSearchText('أمين')).toBe(foldSearchText('امين'));
    expect(foldSearchText('إيمان')).toBe(foldSearchText('ايمان'));
    expect(foldSearchText('آمنة')).toBe(foldSearchText('امنه'));
    expect(foldSearchText('مصطفى')).toBe(foldSearchText('مصطفي'));
    expect(foldSearchText('مـحـمـد')).toBe('محمد');
    expect(foldSearchText('مُحَمَّد')).toBe('محمد');
  });

  it('searches when empty or from the first character, up to the longest search', () => {
    expect(isSearchableText('')).toBe(true);
    expect(isSearchableText('  ')).toBe(true);
    expect(isSearchableText('a')).toBe(true);
    expect(isSearchableText('م')).toBe(true);
    expect(isSearchableText('a'.repeat(100))).toBe(true);
    expect(isSearchableText('a'.repeat(101))).toBe(false);
  });
});

describe('score colours', () => {
  it('rate qualities: ≥ 4 good, ≥ 3 fair, else poor; 0 is "no ratings"', () => {
    expect([4, 4.5, 3, 3.9, 2.9, 1, 0].map(qualityTone)).toEqual([
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
      'none',
    ]);
  });

  it('rate burdens the other way: ≤ 2 good, ≤ 4 fair, else poor', () => {
    expect([1, 2, 2.1, 4, 4.1, 5].map(burdenTone)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
    expect(scoreTone('difficulty', 5)).toBe('poor');
    expect(scoreTone('curriculum_rigor', 1.5)).toBe('good');
    expect(scoreTone('workload_balance', 4.5)).toBe('poor');
    expect(scoreTone('reputation', 4.5)).toBe('good');
  });
});

describe('search parameters in the URL', () => {
  it('keep valid values and drop invalid ones', () => {
    expect(parseInstitutionSearch({ q: ' sfax ', sector: 'PUBLIC', governorate: 'Sfax', page: 2 })).toEqual({
      q: 'sfax',
      sector: 'PUBLIC',
      governorate: 'Sfax',
      page: 2,
    });
    expect(parseInstitutionSearch({ q: '', sector: 'STATE', governorate: 'Paris', page: -1, other: 1 })).toEqual({});
    expect(parseInstructorSearch({ institution: 'not-an-id', page: 1.5 })).toEqual({});
    expect(parseInstructorSearch({ institution: 'abcdefghij12345', q: 123 })).toEqual({
      institution: 'abcdefghij12345',
      q: '123',
    });
  });
});

describe('governorates', () => {
  it('each stored name has one Arabic name, and no other name has one', () => {
    expect(Object.keys(GOVERNORATES_AR)).toEqual([...GOVERNORATES]);
    expect(new Set(Object.values(GOVERNORATES_AR)).size).toBe(GOVERNORATES.length);
  });

  it('are shown in Arabic to Arabic readers only', () => {
    expect(governorateName('La Manouba', 'ar')).toBe('منوبة');
    expect(governorateName('La Manouba', 'fr')).toBe('La Manouba');
  });
});
