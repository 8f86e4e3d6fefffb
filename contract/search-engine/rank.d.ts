// Types of rank.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
import type { Lookup } from './plan.js';
import type { SearchKind } from './terms.js';

export interface Score {
  worst: number;
  sum: number;
}
export interface RankedResult extends Score {
  size: number;
  review_count: number;
  sortKey: string;
  id: string;
}
export function termTier(lookup: Lookup, term: string): number;
export function scoreTerms(
  plan: { words: readonly { lookups: readonly Lookup[] }[] },
  terms: readonly string[],
): Score | null;
export function sortKey(kind: SearchKind, record: Record<string, unknown>): string;
export function recordSize(kind: SearchKind, record: Record<string, unknown>): number;
export function compareResults(a: RankedResult, b: RankedResult): number;
export function compareRecords(
  a: { size: number; review_count: unknown; sortKey: string; id: string },
  b: { size: number; review_count: unknown; sortKey: string; id: string },
): number;
