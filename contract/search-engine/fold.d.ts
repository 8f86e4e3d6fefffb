// Types of fold.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export interface FoldedWord {
  text: string;
  ar: boolean;
}
export type QueryRefusal = 'too_long' | 'too_many_words' | 'empty';
export const QUERY_RAW_MAX: number;
export const QUERY_WORDS_MAX: number;
export function splitWords(folded: string, max?: number): FoldedWord[];
export function foldSearchText(text: string): string;
export function textWords(text: unknown): FoldedWord[];
export function readQuery(raw: unknown): { words: FoldedWord[] } | { refused: QueryRefusal };
