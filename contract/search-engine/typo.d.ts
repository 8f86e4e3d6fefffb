// Types of typo.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const TYPO_WORD_MAX: number;
export function deletions(w: string): string[];
export function withinOneTypo(a: string, b: string): boolean;
