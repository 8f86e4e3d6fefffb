import { splitCourses } from '@/domain/courses';
import { COLLECTIONS } from '@/domain/collections';
import { useMirroredRecord } from '@/lib/mirror/mirrored-record';

const select = (raw: Record<string, unknown>) => splitCourses(String(raw.courses_taught ?? ''));

/** The courses students already named for this instructor, as suggestions (none while offline or unknown). */
export function useInstructorCourses(instructorId: string): string[] {
  const state = useMirroredRecord(COLLECTIONS.instructorCourses, instructorId, 'id,courses_taught', select);
  return state.status === 'found' ? state.record : [];
}
