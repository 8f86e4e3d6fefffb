// The server words a record page's head without react-intl (contract/server-intl.js):
// every message it formats must read exactly as the app formats it, in every language and for every plural form.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { formatMessage, pluralCategory } from '@contract/server-intl';
import { LANGUAGES } from '@/domain/languages';
import { INTL_LOCALES } from '@/lib/i18n/messages';
import { catalogues } from './lang-catalogues';

/** The messages the server formats (pocketbase/pb_hooks/lib/pages/record-head.js). */
const SERVER_MESSAGES = [
  'meta.title',
  'browse.head.programTitle',
  'browse.head.description',
  'browse.head.descriptionNone',
];
const COUNTS = [0, 1, 2, 3, 7, 10, 11, 42, 99, 100, 101, 102, 103, 111, 1000, 1001, 12345, 1000000, 2000000, 1000001];
const values = (count: number) => ({
  page: 'Génie {x} $& ’',
  name: "O'Neil « 2 »",
  program: 'Génie',
  institution: 'ENIT',
  score: '4,3',
  count,
});

describe('messages formatted by the server', () => {
  it('read as react-intl formats them, in every language, for every count', () => {
    for (const language of LANGUAGES) {
      const messages = catalogues[language] as Record<string, string>;
      const intl = createIntl({ locale: INTL_LOCALES[language], messages });
      for (const key of SERVER_MESSAGES) {
        const message = messages[key];
        expect(message, key).toBeTypeOf('string');
        for (const count of COUNTS) {
          expect(formatMessage(message ?? '', values(count), language), `${language} ${key} ${count}`).toBe(
            intl.formatMessage({ id: key }, values(count)),
          );
        }
      }
    }
  });

  it('quote as ICU does, choose exact branches first, and refuse what they do not know', () => {
    expect(formatMessage("It''s '{literal}' {n, plural, =0 {none} one {# one} other {'#' #}}", { n: 0 }, 'en')).toBe(
      "It's {literal} none",
    );
    expect(formatMessage('{n, plural, one {# one} other {# many}}', { n: 1234 }, 'fr')).toBe('1\u202f234 many');
    expect(() => formatMessage('{g, select, a {A} other {B}}', { g: 'a' }, 'en')).toThrow();
    expect(() => formatMessage('{missing}', {}, 'en')).toThrow();
    expect(() => formatMessage('{n, plural, one {unclosed', { n: 1 }, 'en')).toThrow();
  });

  it('take the plural form Intl takes for every whole number', () => {
    const numbers = [...Array.from({ length: 2500 }, (_, n) => n), 1000000, 2000000, 1000001, 10000000, 123456789];
    for (const language of LANGUAGES) {
      const rules = new Intl.PluralRules(INTL_LOCALES[language]);
      const differing = numbers.filter((n) => pluralCategory(language, n) !== rules.select(n));
      expect({ language, differing: differing.slice(0, 5) }).toEqual({ language, differing: [] });
    }
  });
});
