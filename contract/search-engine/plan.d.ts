// Types of plan.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
import type { SearchKind } from './terms.js';
import type { QueryRefusal } from './fold.js';

/** `to` null: the term `from` only. Otherwise every term in [from, to) (see plan.js). */
export interface Lookup {
  from: string;
  to: string | null;
  exact: number;
  partial: number;
  verify?: string;
}
export interface PlannedWord {
  text: string;
  ar: boolean;
  lookups: Lookup[];
}
export interface QueryPlan {
  kind: SearchKind;
  words: PlannedWord[];
}
export const TIERS: {
  readonly exact: 0;
  readonly prefix: 1;
  readonly sound: 2;
  readonly soundPrefix: 3;
  readonly typo: 4;
};
export const NARROWING: 1;
export const TYPO_QUERY_MIN: number;
export const SOUND_PREFIX_MIN: number;
export function queryPlan(kind: SearchKind, text: unknown): QueryPlan | { refused: QueryRefusal };
export interface QueryWord {
  text: string;
  ar: boolean;
}
export function queryWords(text: unknown): { words: QueryWord[] } | { refused: QueryRefusal };
export function wordLookups(kind: SearchKind, word: QueryWord): Lookup[];
