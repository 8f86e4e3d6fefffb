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
