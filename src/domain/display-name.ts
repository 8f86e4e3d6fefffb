import type { Language } from './languages';

export interface DisplayName {
  text: string;
  /** The language the name is written in (the official French name, or the Arabic one). */
  lang: Language;
}

/** Institutions have official names in French and Arabic: show the Arabic one to Arabic readers when it exists. */
export function displayName(names: { name: string; nameAr?: string }, language: Language): DisplayName {
  return language === 'ar' && names.nameAr ? { text: names.nameAr, lang: 'ar' } : { text: names.name, lang: 'fr' };
}

/**
 * An institution named by a search row or read model, which carry only the French name: the mirrored list's entry
 * (with its Arabic name) when known, else that French name.
 */
export function institutionDisplayName(
  listed: { name: string; name_ar: string } | undefined,
  fallback: string,
  language: Language,
): DisplayName {
  return listed ? displayName({ name: listed.name, nameAr: listed.name_ar }, language) : { text: fallback, lang: 'fr' };
}
