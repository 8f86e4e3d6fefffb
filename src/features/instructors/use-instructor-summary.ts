import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { useRemoteRecord } from '@/lib/mirror/remote-record';

export interface InstructorSummary {
  name: string;
}

const select = (raw: Record<string, unknown>): InstructorSummary => ({ name: String(raw.name ?? '') });

/**
 * What a page about one instructor needs to name them. The department and institution are stored with it, so a
 * report of this instructor can show them offline.
 */
export function useInstructorSummary(id: string) {
  return useRemoteRecord(COLLECTIONS.instructors, id, 'id,name,department,institution', select);
}
