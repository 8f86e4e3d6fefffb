import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { useRemoteRecord } from '@/lib/mirror/remote-record';

export interface InstructorSummary {
  name: string;
}

const select = (raw: Record<string, unknown>): InstructorSummary => ({ name: String(raw.name ?? '') });

/** What a page about one instructor needs to name them. */
export function useInstructorSummary(id: string) {
  return useRemoteRecord(COLLECTIONS.instructors, id, 'id,name', select);
}
