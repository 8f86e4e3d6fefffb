// The rating a professor answers, from the mirror (the instructor page mirrored it with its list), so the reply
// page shows what it answers, offline too.
import { COLLECTIONS } from '@/domain/collections';
import { useMirroredRecord } from '@/lib/mirror/mirrored-record';

export interface RepliedRating {
  instructor: string;
  course: string;
  review: string;
}

const select = (raw: Record<string, unknown>): RepliedRating | undefined =>
  typeof raw.review === 'string'
    ? {
        instructor: String(raw.instructor ?? ''),
        course: typeof raw.course === 'string' ? raw.course : '',
        review: raw.review,
      }
    : undefined;

export function useRepliedRating(id: string) {
  return useMirroredRecord(COLLECTIONS.instructorRatings, id, 'id,instructor,course,review', select);
}
