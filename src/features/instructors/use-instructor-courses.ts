import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { useRemoteRecord } from '@/lib/sync/remote-record';

/** `courses_taught` is the distinct courses of the instructor's published ratings, joined by ", ". */
export function splitCourses(joined: string): string[] {
  return [...new Set(joined.split(',').map((course) => course.trim()).filter((course) => course !== ''))];
}

const select = (raw: Record<string, unknown>) => splitCourses(String(raw.courses_taught ?? ''));

/** The courses students already named for this instructor, as suggestions (none while offline or unknown). */
export function useInstructorCourses(instructorId: string): string[] {
  const state = useRemoteRecord(COLLECTIONS.instructorCourses, instructorId, 'id,courses_taught', select);
  return state.status === 'found' ? state.record : [];
}
