// The institutions, instructors and programs pages' lists (docs/api.md "Ranked lists"): what their filters keep
// and in which order their rows come, the same over the rows this device's mirror holds (offline) as the server's
// routes answer (lib/directory/ranked-lists.js; the institutions list is always the mirrored one). The order is an
// institution's directory's (domain/directory.ts, contract/directory.js: "best rated" counts only records with
// the minimum number of ratings first).
import { DEGREE_TEXTS } from '@contract/degrees.js';
import { DEFAULT_DIRECTORY_SORT, PROGRAM_DEGREES } from '@contract/directory.js';
import type { ListSort, ProgramDegree } from './browse-search';
import { orderDirectory, type DirectoryEntry } from './directory';

export { PROGRAM_DEGREES };

type AnyRow = { id: string } & Record<string, unknown>;

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the order reads of an instructors_search row. */
export const instructorEntry = (row: AnyRow): DirectoryEntry => ({
  id: row.id,
  name: str(row.name),
  score: num(row.avg_overall_quality),
  reviews: num(row.review_count),
});

/** What the order reads of a programs_search row: its name is the specialization, else the discipline. */
export const programEntry = (row: AnyRow): DirectoryEntry => ({
  id: row.id,
  name: str(row.specialization_pathway) || str(row.discipline_major),
  score: num(row.overall_rating),
  reviews: num(row.review_count),
});

/** What the order reads of an institutions_search row: the name shown in the reader's language. */
export const institutionEntry =
  (arabic: boolean) =>
  (row: AnyRow): DirectoryEntry => ({
    id: row.id,
    name: (arabic && str(row.name_ar)) || str(row.name),
    score: num(row.overall_rating),
    reviews: num(row.review_count),
  });

/** Whether a program row is of the kind of degree (a row mirrored before rows carried their degree is not). */
export function hasDegree(row: Record<string, unknown>, degree: ProgramDegree): boolean {
  return row.degree === DEGREE_TEXTS[degree];
}

/**
 * The rows in the list's order: the chosen sort; without one, a search's rows keep the order they came in (the
 * search engine's, best match first) and a list without a text is in the default order (best rated).
 */
export function orderList<T extends AnyRow>(
  rows: readonly T[],
  sort: ListSort | undefined,
  searching: boolean,
  entry: (row: T) => DirectoryEntry,
): T[] {
  if (!sort && searching) return [...rows];
  return orderDirectory(rows, sort ?? DEFAULT_DIRECTORY_SORT, entry);
}

/** The sort a list shows as chosen: the URL's, else "" (best match) for a search, else the default. */
export function shownSort(sort: ListSort | undefined, searching: boolean): ListSort | '' {
  return sort ?? (searching ? '' : DEFAULT_DIRECTORY_SORT);
}
