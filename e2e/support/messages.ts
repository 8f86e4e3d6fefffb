// The interface texts the app shows, read from lang/*.json, so tests can say "the French title" without
// copying translations. Only `{name}`-style arguments are substituted.
import fs from 'node:fs';
import path from 'node:path';

export type Language = 'ar' | 'fr' | 'en';
export const LANGUAGES: readonly Language[] = ['ar', 'fr', 'en'];
export const DIRECTION: Record<Language, 'rtl' | 'ltr'> = { ar: 'rtl', fr: 'ltr', en: 'ltr' };

const root = path.resolve(import.meta.dirname, '../..');
const catalogues = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(fs.readFileSync(path.join(root, 'lang', `${l}.json`), 'utf8'))]),
) as Record<Language, Record<string, string>>;

export function t(language: Language, key: string, values: Record<string, string> = {}): string {
  const message = catalogues[language][key];
  if (message === undefined) throw new Error(`No message ${key} in lang/${language}.json`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
