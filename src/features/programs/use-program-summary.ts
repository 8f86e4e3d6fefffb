import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { useRemoteRecord } from '@/lib/mirror/remote-record';

export interface ProgramSummary {
  /** The specialization when the program has one, else its discipline. */
  name: string;
}

const select = (raw: Record<string, unknown>): ProgramSummary => ({
  name: String(raw.specialization_pathway || raw.discipline_major || ''),
});

/** What a page about one study program needs to name it. */
export function useProgramSummary(id: string) {
  return useRemoteRecord(COLLECTIONS.programs, id, 'id,discipline_major,specialization_pathway', select);
}
