// The interface texts the app shows, read from lang/*.json and formatted with react-intl's own ICU formatter in
// the app's locales, so tests can say "the French title" or "3 items waiting" (plurals included) without
// copying translations.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export type Language = 'ar' | 'fr' | 'en';
export const LANGUAGES: readonly Language[] = ['ar', 'fr', 'en'];
export const DIRECTION: Record<Language, 'rtl' | 'ltr'> = { ar: 'rtl', fr: 'ltr', en: 'ltr' };
/** The locales the app formats with (src/lib/i18n/messages.ts, INTL_LOCALES). */
export const LOCALES: Record<Language, string> = { ar: 'ar-TN', fr: 'fr-TN', en: 'en' };

const root = path.resolve(import.meta.dirname, '../..');
const catalogues = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(fs.readFileSync(path.join(root, 'lang', `${l}.json`), 'utf8'))]),
) as Record<Language, Record<string, string>>;

const requireFromIntl = createRequire(createRequire(path.join(root, 'package.json')).resolve('react-intl'));
const { IntlMessageFormat } = (await import(pathToFileURL(requireFromIntl.resolve('intl-messageformat')).href)) as {
  IntlMessageFormat: new (
    message: string,
    locales: string,
  ) => { format: (values?: Record<string, unknown>) => unknown };
};

export function t(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const message = catalogues[language][key];
  if (message === undefined) throw new Error(`No message ${key} in lang/${language}.json`);
  return String(new IntlMessageFormat(message, LOCALES[language]).format(values));
}
