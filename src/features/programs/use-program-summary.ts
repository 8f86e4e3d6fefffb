import { COLLECTIONS } from '@/domain/collections';
import { useMirroredRecord } from '@/lib/mirror/mirrored-record';

export interface ProgramSummary {
  /** The specialization when the program has one, else its discipline. */
  name: string;
  /** Its institution's id: the page names and links it, and the served HTML carries its names. */
  institutionId: string;
}

const select = (raw: Record<string, unknown>): ProgramSummary => ({
  name: String(raw.specialization_pathway || raw.discipline_major || ''),
  institutionId: String(raw.institution ?? ''),
});

/** What a page about one study program needs to name it and its institution (both in the page's HTML). */
export function useProgramSummary(id: string) {
  return useMirroredRecord(COLLECTIONS.programs, id, 'id,discipline_major,specialization_pathway,institution', select);
}
