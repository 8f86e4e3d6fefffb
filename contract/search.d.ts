// Types of search.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const SEARCH_FIELDS: {
  readonly instructors: readonly ['name'];
  readonly programs: readonly ['discipline_major', 'specialization_pathway'];
};
export const SEARCH_TEXT_MIN: number;
export const SEARCH_TEXT_MAX: number;
export const SEARCH_PAGE_MAX: number;
export const SEARCH_PAGE_SIZE: number;
export function searchKey(foldedTexts: readonly string[]): string;
export function isSearchableQuery(foldedQuery: string): boolean;
export function keyMatches(key: string, foldedQuery: string): boolean;
export function compareText(a: string, b: string): number;
export function compareSearchEntries(a: { key: string; id: string }, b: { key: string; id: string }): number;
