// lang/*.json as the tests read them, with the ICU parser and formatter react-intl itself depends on, so a
// test formats a message exactly as the app would (plural rules included) instead of re-implementing ICU.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { MessageFormatElement } from 'react-intl';
import { LANGUAGES, type Language } from '@/domain/languages';
import { INTL_LOCALES } from '@/lib/i18n/messages';

export const root = path.resolve(import.meta.dirname, '../..');

export const catalogues = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    JSON.parse(fs.readFileSync(path.join(root, 'lang', `${l}.json`), 'utf8')) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;

const requireFromIntl = createRequire(createRequire(path.join(root, 'package.json')).resolve('react-intl'));

export const { parse } = (await import(requireFromIntl.resolve('@formatjs/icu-messageformat-parser'))) as {
  parse: (message: string) => MessageFormatElement[];
};

type Formatter = { format: (values?: Record<string, unknown>) => unknown };
const { IntlMessageFormat } = (await import(requireFromIntl.resolve('intl-messageformat'))) as {
  IntlMessageFormat: new (message: string | MessageFormatElement[], locales: string) => Formatter;
};

/** A message or a parsed one, formatted for a language as the app formats it (its Tunisian locale). */
export function formatIn(
  language: Language,
  message: string | MessageFormatElement[],
  values: Record<string, unknown> = {},
): string {
  return String(new IntlMessageFormat(message, INTL_LOCALES[language]).format(values));
}

/** A message of lang/<language>.json, formatted. */
export function format(language: Language, key: string, values: Record<string, unknown> = {}): string {
  const message = catalogues[language][key];
  if (message === undefined) throw new Error(`No message ${key} in lang/${language}.json`);
  return formatIn(language, message, values);
}

/** Every .ts/.tsx file of src/, with its path relative to the root. */
export function sourceFiles(dir = path.join(root, 'src')): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.tsx?$/.test(entry.name) || entry.name === 'routeTree.gen.ts') return [];
    return [{ file: path.relative(root, full), text: fs.readFileSync(full, 'utf8') }];
  });
}
