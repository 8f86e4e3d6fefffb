// The interface languages (contract/languages.js, which the server's messages follow too). Arabic (Tunisian) is
// the default and is written right to left.
// A relative path, not @contract: vite.config.ts imports this file while its own aliases do not exist yet.
import { DEFAULT_LANGUAGE as DEFAULT, DIRECTIONS as BY_LANGUAGE, LANGUAGES } from '../../contract/languages.js';

export { LANGUAGES };
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'rtl' | 'ltr';

export const DEFAULT_LANGUAGE: Language = DEFAULT;

export const DIRECTIONS: Readonly<Record<Language, Direction>> = BY_LANGUAGE;

/** The key under which the chosen language is kept in localStorage (read before paint by index.html). */
export const LANGUAGE_STORAGE_KEY = 'rayek_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Parse a configured list such as "ar,fr,en". Unknown codes are ignored, order and duplicates are
 * normalised to the canonical order, and an empty or invalid list means every language. The default
 * language is always kept: the prerendered pages are written in it.
 */
export function parseLanguageList(raw: string | undefined): readonly Language[] {
  const wanted = new Set((raw ?? '').split(',').map((s) => s.trim().toLowerCase()));
  const enabled = LANGUAGES.filter((l) => wanted.has(l));
  if (enabled.length === 0) return LANGUAGES;
  return enabled.includes(DEFAULT_LANGUAGE) ? enabled : [DEFAULT_LANGUAGE, ...enabled];
}

/** The language to show: the stored choice when it is enabled, else the default. */
export function resolveLanguage(stored: string | null | undefined, enabled: readonly Language[]): Language {
  return isLanguage(stored) && enabled.includes(stored) ? stored : DEFAULT_LANGUAGE;
}
export { LANGUAGE_PARAM, pageLanguage } from '../../contract/languages.js';
