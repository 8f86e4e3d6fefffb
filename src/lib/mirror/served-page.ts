// What the server wrote into a page's HTML for the app's first render (the root element's `data-seed`).
// Record pages (pocketbase/pb_hooks/lib/pages/record-pages.js): the record the page is about (an institution's,
// instructor's or program's name), so the page's title is in the HTML a phone paints before any script runs,
// and the app's first render shows the same title instead of "Loading" until the mirror and the network
// answer. Only the naming record is seeded; everything else on the page comes through the mirror as usual, and
// the mirror's answer replaces the seed as soon as it exists.
// Search pages with a query (pocketbase/pb_hooks/lib/pages/served-search-pages.js): the search route's answer for the
// page's search, which the app stores and shows as the network answer (no search request), and the names of
// the result institutions (records of `institutions`), so the results show with their Arabic names at once.
import type { Row } from './mirror-store';

export interface SeedRecord {
  collection: string;
  id: string;
  data: Row;
}

/** A search route's answer for one search (the app's request: text, institution or "", page). */
export interface SeedSearch {
  search: string;
  query: { q: string; institution: string; page: number };
  answer: { items: Row[] };
}

/**
 * How long a seeded search answer stands in for the network's: long enough for the page it came with, after
 * which the same search shown again (in the same tab, much later) is refreshed like any stored answer.
 */
export const SEARCH_SEED_FRESH_MS = 60_000;

let seeds: readonly SeedRecord[] = [];
let searches: readonly SeedSearch[] = [];
/** When the seeds were read: the age the page reports for them (they came with the page itself). */
let seededAt = 0;

function isSeedRecord(value: unknown): value is SeedRecord {
  if (typeof value !== 'object' || value === null) return false;
  const seed = value as Partial<SeedRecord>;
  return (
    typeof seed.collection === 'string' &&
    typeof seed.id === 'string' &&
    typeof seed.data === 'object' &&
    seed.data !== null
  );
}

function isSeedSearch(value: unknown): value is SeedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const seed = value as Partial<SeedSearch>;
  const query = seed.query;
  return (
    typeof seed.search === 'string' &&
    typeof query === 'object' &&
    query !== null &&
    typeof query.q === 'string' &&
    typeof query.institution === 'string' &&
    typeof query.page === 'number' &&
    typeof seed.answer === 'object' &&
    seed.answer !== null &&
    Array.isArray(seed.answer.items) &&
    seed.answer.items.every((item) => typeof item === 'object' && item !== null && typeof item.id === 'string')
  );
}

/** Reads the seeds of the page (the root element's `data-seed`, JSON); anything malformed is ignored. */
export function readServerSeeds(json: string | undefined, now = Date.now()): void {
  seeds = [];
  searches = [];
  seededAt = now;
  if (!json) return;
  try {
    const parsed: unknown = JSON.parse(json);
    seeds = Array.isArray(parsed) ? parsed.filter(isSeedRecord) : [];
    searches = Array.isArray(parsed) ? parsed.filter(isSeedSearch) : [];
  } catch {
    // A page without usable seeds renders as every other page does: from the mirror.
  }
}

/** The seeded record of a collection and id, if the page came with it. */
export function serverSeed(collection: string, id: string): { data: Row; fetchedAt: number } | undefined {
  const seed = seeds.find((s) => s.collection === collection && s.id === id);
  return seed ? { data: seed.data, fetchedAt: seededAt } : undefined;
}

/** Every seeded record of a collection (e.g. the institutions a seeded search's results name). */
export function serverSeeds(collection: string): { data: Row; fetchedAt: number }[] {
  return seeds.filter((s) => s.collection === collection).map((s) => ({ data: s.data, fetchedAt: seededAt }));
}

/**
 * The seeded answer of a search (`collection` the search's rows, `query` the app's request), while it is
 * fresh (SEARCH_SEED_FRESH_MS after the page was read).
 */
export function serverSearchSeed(
  collection: string,
  query: { q: string; institution?: string; page: number },
  now = Date.now(),
): { rows: Row[]; fetchedAt: number } | undefined {
  if (now - seededAt > SEARCH_SEED_FRESH_MS) return undefined;
  const seed = searches.find(
    (s) =>
      s.search === collection &&
      s.query.q === query.q &&
      s.query.institution === (query.institution ?? '') &&
      s.query.page === query.page,
  );
  return seed ? { rows: seed.answer.items, fetchedAt: seededAt } : undefined;
}
