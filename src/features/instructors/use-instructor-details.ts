// What the instructor page shows besides the name: the read model (institution, department, averages,
// distribution of overall quality, tag counts) and the ACTIVE ratings 5 at a time, all from the mirror. The
// read model also carries everything of the instructor's search row, so a seen instructor is found by an
// offline search even when no search ever listed them.
import { distributionOf } from '@/domain/distribution';
import type { RatingListSearch } from '@/domain/rating-list-search';
import { SCORE_STEPS, type GradeStatus, type InstructorTag } from '@/domain/ratings';
import { tagCounts } from '@/domain/tag-counts';
import { COLLECTIONS } from '@/domain/collections';
import { writeRecords, type Row } from '@/lib/mirror/mirror-store';
import { useMirroredRecord } from '@/lib/mirror/mirrored-record';
import { useActiveRatings } from '@/lib/mirror/use-active-ratings';

/** The names of the instructor's institution (lib/mirror/institution-name.ts). */
export { useInstitutionName } from '@/lib/mirror/institution-name';

export interface InstructorFacts {
  department: string;
  institutionId: string;
  institutionName: string;
  quality: number;
  difficulty: number;
  wouldTakeAgain: number;
  reviewCount: number;
  /** Ratings per overall quality level 1..5. */
  distribution: number[];
  /** Tags used at least once, most used first. */
  tags: { tag: InstructorTag; count: number }[];
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

const selectFacts = (raw: Record<string, unknown>): InstructorFacts => ({
  department: String(raw.instructor_department ?? ''),
  institutionId: String(raw.institution_id ?? ''),
  institutionName: String(raw.institution_name ?? ''),
  quality: num(raw.avg_overall_quality),
  difficulty: num(raw.avg_difficulty),
  wouldTakeAgain: num(raw.avg_would_take_again),
  reviewCount: num(raw.review_count),
  distribution: distributionOf(raw) ?? SCORE_STEPS.map(() => 0),
  tags: tagCounts(raw),
});

/** The instructors_search row the read model implies (same fields as the server's search answers). */
const searchRowOf = (row: Row): Row => ({
  id: row.id,
  name: row.instructor_name,
  department: row.instructor_department,
  institution_id: row.institution_id,
  institution_name: row.institution_name,
  avg_overall_quality: row.avg_overall_quality,
  avg_difficulty: row.avg_difficulty,
  avg_would_take_again: row.avg_would_take_again,
  review_count: row.review_count,
});

export function useInstructorFacts(id: string) {
  return useMirroredRecord(COLLECTIONS.instructorRatingsAverage, id, '', selectFacts, {
    // The read model's row through its cached route (docs/api.md, "An instructor's averages").
    listPath: `/api/rayek/instructors/${encodeURIComponent(id)}/averages`,
    alsoWrite: (row) => writeRecords(COLLECTIONS.instructorsSearch, [searchRowOf(row)]),
  });
}

export interface InstructorRating extends Row {
  created: string;
  /** When an approved edit last replaced the published answers; '' (or absent in older copies) when never. */
  edited?: string;
  review: string;
  course: string;
  course_is_online: boolean;
  overall_quality: number;
  difficulty: number;
  would_take_again: boolean;
  instructor_used_textbooks: boolean;
  attendance_mandatory: boolean;
  /** The server accepts only these values (its select field). */
  grade_status: GradeStatus | '';
  grade: string;
  tags: InstructorTag[];
}

/** The collection of these ratings, for their vote buttons (the components never name collections). */
export const INSTRUCTOR_RATINGS = COLLECTIONS.instructorRatings;

const RATING_FIELDS =
  'id,created,edited,review,course,course_is_online,overall_quality,difficulty,would_take_again,instructor_used_textbooks,attendance_mandatory,grade_status,grade,tags';

/**
 * The instructor's ratings in the URL's order, of one course when `course` is one of theirs (use-course-filter.ts),
 * `courseCount` its number of ratings.
 */
export function useInstructorRatings(
  id: string,
  reviewCount: number | undefined,
  order: RatingListSearch,
  courseCount?: number,
) {
  return useActiveRatings<InstructorRating>({
    collection: COLLECTIONS.instructorRatings,
    target: 'instructor',
    id,
    fields: RATING_FIELDS,
    total: order.course ? courseCount : reviewCount,
    reviewCount,
    sort: order.sort,
    filter: order.course ? { field: 'course', value: order.course } : undefined,
  });
}
