// No status or other enumeration value leaks into what people read (once "Report SUBMITTED",
// "Signalement ENVOYÉ", "Treated"). The values come from src/domain itself, so a new enumeration is covered
// the day it is added.
import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_STATES, TAKE_DOWN_STATUSES } from '@/domain/moderation';
import { INSTRUCTOR_STATUSES, RATING_STATUSES, REPORT_STATUSES } from '@/domain/ratings';
import { LANGUAGES } from '@/domain/languages';
import { contributionStateLabel, takeDownLabel } from '@/lib/i18n/labels';
import { catalogues } from './lang-catalogues';

const domain = import.meta.glob<Record<string, unknown>>('/src/domain/**/*.ts', { eager: true });

/** Every value of every enumeration exported by src/domain written as a constant (`PENDING_APPROVAL`, `TOUGH_GRADER`). */
const ENUM_VALUES = [
  ...new Set(
    Object.values(domain)
      .flatMap((module) => Object.values(module))
      .filter((value): value is readonly string[] => Array.isArray(value) && value.every((v) => typeof v === 'string'))
      .flat()
      .filter((value) => /^[A-Z][A-Z0-9_]+$/.test(value)),
  ),
];

/** Acronyms that are words of the texts, not values: the Tunisian data protection authority, the data download's format. */
// ENSIT: the search box's hint shows an institution's acronym as students type it.
const ACRONYMS = new Set(['INPDP', 'JSON', 'ENSIT']);

const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${word}(?![\\p{L}\\p{N}_])`, 'u');
const ENUM_PATTERNS = ENUM_VALUES.map((value) => ({ value, pattern: wholeWord(value) }));

describe('lang/*.json', () => {
  it('found the enumerations of src/domain to look for', () => {
    expect(ENUM_VALUES).toEqual(
      expect.arrayContaining(['SUBMITTED', 'TREATED', 'PENDING_APPROVAL', 'TOUGH_GRADER', 'ENROLLED']),
    );
  });

  it('never print an enumeration value as it is stored', () => {
    for (const language of LANGUAGES) {
      const leaks = Object.entries(catalogues[language]).flatMap(([key, message]) =>
        ENUM_PATTERNS.filter(({ pattern }) => pattern.test(message)).map(({ value }) => `${key}: ${value}`),
      );
      expect({ language, leaks }).toEqual({ language, leaks: [] });
    }
  });

  it('write no word in capitals (a status shouted in translation, like "ENVOYÉ"), acronyms aside', () => {
    for (const language of LANGUAGES) {
      const shouted = Object.entries(catalogues[language]).flatMap(([key, message]) =>
        [...message.matchAll(/(?<!\p{L})\p{Lu}{3,}(?!\p{L})/gu)]
          .map((m) => m[0])
          .filter((w) => !ACRONYMS.has(w))
          .map((w) => `${key}: ${w}`),
      );
      expect({ language, shouted }).toEqual({ language, shouted: [] });
    }
  });

  it('name a state or a take-down in words, not by the status it stores ("Treated", "Archived")', () => {
    const statusNames = [...RATING_STATUSES, ...INSTRUCTOR_STATUSES, ...REPORT_STATUSES].map((s) =>
      s.toLowerCase().replaceAll('_', ' '),
    );
    const ids = [...CONTRIBUTION_STATES.map(contributionStateLabel), ...TAKE_DOWN_STATUSES.map(takeDownLabel)];
    for (const language of LANGUAGES) {
      const named = ids.filter((id) => {
        const text = catalogues[language][id]!.toLowerCase().replace(/[.!:]/g, '').trim();
        return statusNames.some((name) => text === name || text.startsWith(`${name} `) || text.startsWith(`${name},`));
      });
      expect({ language, named }).toEqual({ language, named: [] });
    }
  });
});
