// What the server wrote into a page's HTML for the app's first render: the served records and searches (the root
// element's `data-served` attribute, which the server and the build write).
// Record pages (pocketbase/pb_hooks/lib/pages/record-pages.js): the record the page is about (an institution's,
// instructor's or program's name), so the page's title is in the HTML a phone paints before any script runs,
// and the app's first render shows the same title instead of "Loading" until the mirror and the network
// answer. Only the naming record is served; everything else on the page comes through the mirror as usual, and
// the mirror's answer replaces the served record as soon as it exists.
// Search pages with a query (pocketbase/pb_hooks/lib/pages/served-search-pages.js): the search route's answer for
// the page's search, which the app writes into the mirror and shows as the network answer (no search request), and
// the names of the result institutions (records of `institutions`), so the results show with their Arabic names
// at once.
import type { Row } from './mirror-store';

export interface ServedRecord {
  collection: string;
  id: string;
  data: Row;
}

/** A search route's answer for one search (the app's request: text, institution or "", page). */
export interface ServedSearch {
  search: string;
  query: { q: string; institution: string; page: number };
  answer: { items: Row[] };
}

/**
 * How long a served search answer stands in for the network's: long enough for the page it came with, after
 * which the same search shown again (in the same tab, much later) is refreshed like any answer in the mirror.
 */
export const SERVED_SEARCH_FRESH_MS = 60_000;

let records: readonly ServedRecord[] = [];
let searches: readonly ServedSearch[] = [];
/** When the page's served data was read: the age the page reports for it (it came with the page itself). */
let servedAt = 0;

function isServedRecord(value: unknown): value is ServedRecord {
  if (typeof value !== 'object' || value === null) return false;
  const served = value as Partial<ServedRecord>;
  return (
    typeof served.collection === 'string' &&
    typeof served.id === 'string' &&
    typeof served.data === 'object' &&
    served.data !== null
  );
}

function isServedSearch(value: unknown): value is ServedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const served = value as Partial<ServedSearch>;
  const query = served.query;
  return (
    typeof served.search === 'string' &&
    typeof query === 'object' &&
    query !== null &&
    typeof query.q === 'string' &&
    typeof query.institution === 'string' &&
    typeof query.page === 'number' &&
    typeof served.answer === 'object' &&
    served.answer !== null &&
    Array.isArray(served.answer.items) &&
    served.answer.items.every((item) => typeof item === 'object' && item !== null && typeof item.id === 'string')
  );
}

/** Reads what the page was served with (the root element's `data-served`, JSON); anything malformed is ignored. */
export function readServedPage(json: string | undefined, now = Date.now()): void {
  records = [];
  searches = [];
  servedAt = now;
  if (!json) return;
  try {
    const parsed: unknown = JSON.parse(json);
    records = Array.isArray(parsed) ? parsed.filter(isServedRecord) : [];
    searches = Array.isArray(parsed) ? parsed.filter(isServedSearch) : [];
  } catch {
    // A page without usable served data renders as every other page does: from the mirror.
  }
}

/** The served record of a collection and id, if the page came with it. */
export function servedRecord(collection: string, id: string): { data: Row; fetchedAt: number } | undefined {
  const served = records.find((s) => s.collection === collection && s.id === id);
  return served ? { data: served.data, fetchedAt: servedAt } : undefined;
}

/** Every served record of a collection (e.g. the institutions a served search's results name). */
export function servedRecords(collection: string): { data: Row; fetchedAt: number }[] {
  return records.filter((s) => s.collection === collection).map((s) => ({ data: s.data, fetchedAt: servedAt }));
}

/**
 * The served answer of a search (`collection` the search's rows, `query` the app's request), while it is
 * fresh (SERVED_SEARCH_FRESH_MS after the page was read).
 */
export function servedSearch(
  collection: string,
  query: { q: string; institution?: string; page: number },
  now = Date.now(),
): { rows: Row[]; fetchedAt: number } | undefined {
  if (now - servedAt > SERVED_SEARCH_FRESH_MS) return undefined;
  const served = searches.find(
    (s) =>
      s.search === collection &&
      s.query.q === query.q &&
      s.query.institution === (query.institution ?? '') &&
      s.query.page === query.page,
  );
  return served ? { rows: served.answer.items, fetchedAt: servedAt } : undefined;
}
