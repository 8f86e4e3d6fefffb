// What a record page keeps in its URL about its ratings list: the sort, and the kind's filter (an instructor's
// ratings by course, a program's by the author's enrolment status). A hand-edited or outdated value falls back to
// the default (newest, no filter) without an error, as the search pages' parameters do (browse-search.ts).
// Plain checks, no valibot, for the same reason: the routes' search validation loads with the router. For that
// reason too the enrolment status is checked here by its shape only: the contract's list (contract/ratings.js,
// 0.7 KB gzip with the rest of that file) would join the first-load bundle. The program page keeps only a status
// of that list (rating-order.ts knownEnrolment); anything else is no filter there.
import { DEFAULT_RATING_SORT, RATING_SORTS } from '@contract/rating-sorts.js';
import { LIMITS } from '@contract/limits.js';

export type RatingSort = (typeof RATING_SORTS)[number];
export { RATING_SORTS, DEFAULT_RATING_SORT };

export interface RatingListSearch {
  /** Absent for the default order (newest first), so the plain page keeps its plain URL. */
  sort?: RatingSort;
  /** Instructor pages: one course's ratings (the course as the ratings write it). */
  course?: string;
  /** Program pages: ratings by authors of one enrolment status (its shape checked here, its value by the page). */
  enrolment?: string;
}

function sortOf(value: unknown): RatingSort | undefined {
  const found = RATING_SORTS.find((sort) => sort === value);
  return found === DEFAULT_RATING_SORT ? undefined : found;
}

/** A course name of 1–100 characters (a number-looking course arrives as a number from the URL parser). */
function courseOf(value: unknown): string | undefined {
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed.length >= 1 && trimmed.length <= LIMITS.course.max ? trimmed : undefined;
}

function compact(params: RatingListSearch): RatingListSearch {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

export function parseInstitutionPageSearch(raw: Record<string, unknown>): RatingListSearch {
  return compact({ sort: sortOf(raw.sort) });
}

export function parseInstructorPageSearch(raw: Record<string, unknown>): RatingListSearch {
  return compact({ sort: sortOf(raw.sort), course: courseOf(raw.course) });
}

export function parseProgramPageSearch(raw: Record<string, unknown>): RatingListSearch {
  const enrolment =
    typeof raw.enrolment === 'string' && /^[A-Z_]{1,30}$/.test(raw.enrolment) ? raw.enrolment : undefined;
  return compact({ sort: sortOf(raw.sort), enrolment });
}
