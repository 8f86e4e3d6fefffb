// Types of terms.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export type SearchKind = 'institution' | 'program' | 'instructor';
export const SEARCH_KINDS: readonly ['institution', 'program', 'instructor'];
export const TYPO_WORD_MIN: number;
export function recordTermLists(
  kind: SearchKind,
  record: Record<string, unknown>,
  cache?: Map<string, Map<string, string[]>>,
): string[][];
export function recordTerms(kind: SearchKind, record: Record<string, unknown>): string[];
