// The order and the filter of a target's ratings as the app applies them: the PocketBase `sort` it asks for, and
// the same order over mirrored ratings offline (contract/rating-order.js says what each sort orders by, once).
import { OVERALL_FIELDS, ratingOrder } from '@contract/rating-order.js';
import { DEFAULT_RATING_SORT } from '@contract/rating-sorts.js';
import { ENROLMENT_STATUSES } from '@contract/ratings.js';
import type { RatingSort } from './rating-list-search';

type Row = Record<string, unknown> & { id: string };

/** The `sort` parameter of a list request: "-helpful_count,-created,-id". */
export function pocketBaseSort(collection: string, sort: RatingSort = DEFAULT_RATING_SORT): string {
  return ratingOrder(collection, sort)
    .map(([field, direction]) => (direction === 'desc' ? `-${field}` : field))
    .join(',');
}

/** The fields a list must carry so that its mirrored rows can be ordered offline by every sort. */
export function orderFields(collection: string): string[] {
  const overall = (OVERALL_FIELDS as Record<string, string>)[collection];
  return ['created', 'helpful_count', ...(overall ? [overall] : [])];
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' || typeof b === 'number') return (Number(a) || 0) - (Number(b) || 0);
  // Strings in code-unit order: the server's created ('2026-01-02 10:00:00.000Z') and ids compare as SQLite's
  // BINARY collation does.
  const x = String(a ?? '');
  const y = String(b ?? '');
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A comparator giving the server's order: the sort's keys, then newest, then id (a total order). */
export function compareRatings(collection: string, sort: RatingSort = DEFAULT_RATING_SORT): (a: Row, b: Row) => number {
  const keys = ratingOrder(collection, sort);
  return (a, b) => {
    for (const [field, direction] of keys) {
      const c = compareValues(a[field], b[field]);
      if (c !== 0) return direction === 'desc' ? -c : c;
    }
    return 0;
  };
}

/** The URL's enrolment status when it is one of the contract's, else none (no filter, no error). */
export function knownEnrolment(value: string | undefined): (typeof ENROLMENT_STATUSES)[number] | undefined {
  return ENROLMENT_STATUSES.find((status) => status === value);
}

/** A course with how many published ratings name it, as `instructor_courses.course_counts` lists them. */
export interface CourseCount {
  course: string;
  count: number;
}

/** `course_counts` (a JSON text) read defensively: anything malformed is left out. */
export function parseCourseCounts(raw: unknown): CourseCount[] {
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    const entry = item as { course?: unknown; count?: unknown } | null;
    return entry &&
      typeof entry.course === 'string' &&
      entry.course !== '' &&
      typeof entry.count === 'number' &&
      entry.count > 0
      ? [{ course: entry.course, count: entry.count }]
      : [];
  });
}

/**
 * A target's mirrored ratings as the server would list them with this sort and filter (offline): the ones whose
 * filtered field holds the value, in the sort's total order.
 */
export function orderMirroredRatings<T extends Row>(
  rows: readonly T[],
  collection: string,
  sort: RatingSort | undefined,
  filter?: { field: string; value: string },
): T[] {
  const kept = filter ? rows.filter((row) => row[filter.field] === filter.value) : [...rows];
  return kept.sort(compareRatings(collection, sort));
}
