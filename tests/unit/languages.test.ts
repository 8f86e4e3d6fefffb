import { describe, expect, it } from 'vitest';
import { DIRECTIONS, parseLanguageList, resolveLanguage } from '@/domain/languages';

describe('enabled languages', () => {
  it('default to all three when unset, empty or invalid', () => {
    expect(parseLanguageList(undefined)).toEqual(['ar', 'fr', 'en']);
    expect(parseLanguageList('')).toEqual(['ar', 'fr', 'en']);
    expect(parseLanguageList('de, it')).toEqual(['ar', 'fr', 'en']);
  });

  it('keep the configured ones in canonical order, always with Arabic (the prerendered language)', () => {
    expect(parseLanguageList('en, AR')).toEqual(['ar', 'en']);
    expect(parseLanguageList('fr')).toEqual(['ar', 'fr']);
    expect(parseLanguageList('ar')).toEqual(['ar']);
  });
});

describe('the language shown', () => {
  it('is the stored choice when enabled, Arabic otherwise', () => {
    expect(resolveLanguage('fr', ['ar', 'fr', 'en'])).toBe('fr');
    expect(resolveLanguage('en', ['ar', 'fr'])).toBe('ar');
    expect(resolveLanguage('xx', ['ar', 'fr', 'en'])).toBe('ar');
    expect(resolveLanguage(null, ['ar', 'fr', 'en'])).toBe('ar');
  });

  it('sets the direction: Arabic right to left, French and English left to right', () => {
    expect(DIRECTIONS).toEqual({ ar: 'rtl', fr: 'ltr', en: 'ltr' });
  });
});
