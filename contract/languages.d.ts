// Types of languages.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const LANGUAGES: readonly ['ar', 'fr', 'en'];
export const DEFAULT_LANGUAGE: 'ar';
export const DIRECTIONS: { readonly ar: 'rtl'; readonly fr: 'ltr'; readonly en: 'ltr' };
export const LANGUAGE_PARAM: 'lang';
export function pageLanguage(value: string | null | undefined): 'ar' | 'fr' | 'en' | null;
