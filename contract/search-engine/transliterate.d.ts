// Types of transliterate.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const STOPWORDS: ReadonlySet<string>;
export const ABBREVIATIONS: Readonly<Record<string, string>>;
export function soundKey(s: string, ar: boolean, starts?: number[]): string;
export function withoutArticle(w: string, ar: boolean): string;
export function nameForms(w: string, ar: boolean): string[];
export function textForms(w: string, ar: boolean): string[];
