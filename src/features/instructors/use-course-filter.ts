// The instructor page's course filter: the courses of the instructor's published ratings with their counts
// (`instructor_courses.course_counts`, kept in the mirror like every read model, so offline it offers what it
// offered when last online), and which course the URL's `course` really names.
import { parseCourseCounts, type CourseCount } from '@/domain/rating-order';
import { COLLECTIONS } from '@/domain/collections';
import { useMirroredRecord } from '@/lib/mirror/mirrored-record';

// A row the rating form's course suggestions mirrored has no counts: not an answer for this view.
const select = (raw: Record<string, unknown>) =>
  raw.course_counts === undefined ? undefined : parseCourseCounts(raw.course_counts);

export interface CourseFilter {
  courses: CourseCount[];
  /** The URL's course when the instructor has ratings of it (or the courses are not known yet); else none. */
  course?: string;
  /** Its number of published ratings, when known. */
  count?: number;
}

export function useCourseFilter(instructorId: string, wanted: string | undefined): CourseFilter {
  const state = useMirroredRecord(
    COLLECTIONS.instructorCourses,
    instructorId,
    'id,courses_taught,course_counts',
    select,
  );
  const courses = state.status === 'found' ? state.record : [];
  if (wanted === undefined) return { courses };
  // Known courses: a course not among them (an outdated or hand-edited link) means no filter, never an error.
  if (state.status === 'found') {
    const found = courses.find((c) => c.course === wanted);
    return found ? { courses, course: wanted, count: found.count } : { courses };
  }
  // Not known (yet, or offline and never seen): the list itself says whether that course has ratings; the select
  // offers it without a count (0).
  return { courses: [{ course: wanted, count: 0 }], course: wanted };
}
