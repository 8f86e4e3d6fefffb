// An institution's directory (contract/directory.js): the orders of its instructors and programs lists, and the
// same order applied to rows this device's mirror holds, for a list the server could not be asked for (offline).
import {
  BEST_RATED_MIN_REVIEWS,
  DEFAULT_DIRECTORY_SORT,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
} from '@contract/directory.js';
import { foldForMatching } from '@contract/matching.js';
import { compareText } from '@contract/search.js';

export { BEST_RATED_MIN_REVIEWS, DEFAULT_DIRECTORY_SORT, DIRECTORY_PAGE_SIZE, DIRECTORY_SORTS };
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** What the order reads of a row: its name, its overall score and how many ratings it has. */
export interface DirectoryEntry {
  id: string;
  name: string;
  score: number;
  reviews: number;
}

/** An unknown value is the default order. */
export function directorySort(value: unknown): DirectorySort {
  return DIRECTORY_SORTS.find((sort) => sort === value) ?? DEFAULT_DIRECTORY_SORT;
}

const byId = (a: DirectoryEntry, b: DirectoryEntry) => compareText(a.id, b.id);

/**
 * The server's order (lib/directory/institution-directory.js) over mirrored rows: best rated puts those with the minimum
 * number of ratings first, then by score and number of ratings; by name compares the folded names (the server
 * compares its folded search keys, so two spellings of a letter may come out in another order offline).
 */
export function orderDirectory<T>(rows: readonly T[], sort: DirectorySort, entry: (row: T) => DirectoryEntry): T[] {
  const keyed = rows.map((row) => ({
    row,
    e: entry(row),
    name: foldForMatching(entry(row).name),
  }));
  keyed.sort((x, y) => {
    const a = x.e;
    const b = y.e;
    if (sort === 'name') return compareText(x.name, y.name) || byId(a, b);
    if (sort === 'best') {
      const qa = a.reviews >= BEST_RATED_MIN_REVIEWS ? 1 : 0;
      const qb = b.reviews >= BEST_RATED_MIN_REVIEWS ? 1 : 0;
      return qb - qa || b.score - a.score || b.reviews - a.reviews || byId(a, b);
    }
    return b.reviews - a.reviews || b.score - a.score || byId(a, b);
  });
  return keyed.map((k) => k.row);
}
