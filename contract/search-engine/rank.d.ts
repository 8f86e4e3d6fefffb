// Types of rank.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
import type { Lookup } from './plan.js';
import type { SearchKind } from './terms.js';

export interface Score { worst: number; sum: number }
export interface RankedResult extends Score { review_count: number; sortKey: string; id: string }
export function termTier(lookup: Lookup, term: string): number;
export function scoreTerms(plan: { words: readonly { lookups: readonly Lookup[] }[] }, terms: readonly string[]): Score | null;
export function sortKey(kind: SearchKind, record: Record<string, unknown>): string;
export function compareResults(a: RankedResult, b: RankedResult): number;
export function compareRecords(
  a: { review_count: unknown; sortKey: string; id: string },
  b: { review_count: unknown; sortKey: string; id: string },
): number;
