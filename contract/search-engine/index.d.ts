// Types of index.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
import type { SearchKind } from './terms.js';
import type { QueryRefusal } from './fold.js';

export interface SearchIndex<T> {
  readonly kind: SearchKind;
  readonly records: readonly T[];
  readonly terms: readonly string[];
  readonly start: Int32Array;
  readonly postings: Int32Array;
  readonly rank: Int32Array;
  readonly byRank: Int32Array;
}
export interface SearchOptions<T> {
  offset?: number;
  limit?: number;
  filter?: (record: T) => boolean;
}
export interface SearchAnswer<T> {
  items: T[];
  total: number;
  refused?: QueryRefusal;
}
export function buildIndex<T extends Record<string, unknown>>(kind: SearchKind, records: readonly T[]): SearchIndex<T>;
export function buildIndexSteps<T extends Record<string, unknown>>(
  kind: SearchKind,
  records: readonly T[],
): Generator<void, SearchIndex<T>, void>;
export function sortInSteps<T>(values: T[], compare: (a: T, b: T) => number): Generator<void, T[], void>;
export function runSteps<R>(steps: Generator<void, R, void>): R;
export function searchIndex<T extends Record<string, unknown>>(
  index: SearchIndex<T>,
  text: unknown,
  options?: SearchOptions<T>,
): SearchAnswer<T>;
