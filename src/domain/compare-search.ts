// What /compare keeps in its URL: the kind of record and up to three ids, validated. A hand-edited or outdated
// link drops the bad part (an unknown kind, a malformed or repeated id, a fourth id) instead of failing, so a
// shared comparison always opens. Plain checks, no valibot: route search validation is in the router's entry
// chunk, which every page loads first (see browse-search.ts).
import { COMPARE_KINDS, COMPARE_MAX } from '@contract/compare.js';
import { RECORD_ID_PATTERN } from './record-id';

export { COMPARE_KINDS, COMPARE_MAX };
export type CompareKind = (typeof COMPARE_KINDS)[number];

export interface CompareSearchParams {
  kind?: CompareKind;
  /** Comma-separated record ids (the URL's own form: `ids=a,b,c`). */
  ids?: string;
}

export function isCompareKind(value: unknown): value is CompareKind {
  return typeof value === 'string' && (COMPARE_KINDS as readonly string[]).includes(value);
}

/** The valid, distinct ids of a list, at most COMPARE_MAX, in their order. */
export function compareIds(value: unknown): string[] {
  // The router parses a value that reads as JSON: an id of 15 digits arrives as a number.
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return [];
  const ids: string[] = [];
  for (const part of raw.split(',')) {
    const id = part.trim();
    if (RECORD_ID_PATTERN.test(id) && !ids.includes(id) && ids.length < COMPARE_MAX) ids.push(id);
  }
  return ids;
}

/** Where the pending selection is kept (slices/compare/compare-store.ts persists it there). */
export const COMPARE_STORAGE_KEY = 'rayek_compare';

/**
 * The URL of a stored pending selection (the store's persisted JSON, `{"state":{"kind":…,"ids":[…]}}`), cleaned
 * like a URL; {} when there is none. Read directly, not through the store, so the route can redirect a bare
 * /compare without loading the store.
 */
export function storedCompareSearch(stored: string | null): CompareSearchParams {
  try {
    const state = (JSON.parse(stored ?? 'null') as { state?: { kind?: unknown; ids?: unknown } } | null)?.state;
    const ids = Array.isArray(state?.ids) ? state.ids.join(',') : undefined;
    const search = parseCompareSearch({ kind: state?.kind, ids });
    return search.ids ? search : {};
  } catch {
    return {};
  }
}

/**
 * The comparison a URL's search names: a kind with at least one valid id, or nothing. A kind without a valid id
 * names nothing (so /compare falls back to the pending selection, as when bare). Both keys are always present,
 * undefined when dropped: the router lays a route's search over the raw one, so a key left out would keep the
 * URL's raw value (`kind=teachers`) for the page to read.
 */
export function parseCompareSearch(raw: Record<string, unknown>): CompareSearchParams {
  const kind = isCompareKind(raw.kind) ? raw.kind : undefined;
  const ids = kind ? compareIds(raw.ids) : [];
  return ids.length > 0 ? { kind, ids: ids.join(',') } : { kind: undefined, ids: undefined };
}

/** Whether a URL's raw search already says `target`, kind and ids as written (a numeric id read as a number). */
export function saysCompareSearch(raw: Record<string, unknown>, target: CompareSearchParams): boolean {
  const ids = typeof raw.ids === 'number' ? String(raw.ids) : raw.ids;
  return raw.kind === target.kind && ids === target.ids;
}
