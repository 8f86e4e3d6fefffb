import type { Language } from './languages';

/** Institutions have official names in French and Arabic: show the Arabic one to Arabic readers when it exists. */
export function displayName(names: { name: string; nameAr?: string }, language: Language): string {
  return language === 'ar' && names.nameAr ? names.nameAr : names.name;
}
