// Types of text.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export function normaliseLine(text: string): string;
export function normaliseParagraphs(text: string): string;
export function hasLetterOrDigit(text: string): boolean;
export function textLength(text: string): number;
