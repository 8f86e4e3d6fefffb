// Types of matching.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const ARABIC_FOLDS: ReadonlyArray<readonly [string, string]>;
export function foldArabic(text: string): string;
export function foldForMatching(text: string): string;
