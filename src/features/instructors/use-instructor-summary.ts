import { COLLECTIONS } from '@/domain/collections';
import { useMirroredRecord } from '@/lib/mirror/mirrored-record';

export interface InstructorSummary {
  name: string;
  department: string;
  institutionId: string;
  /** The profile has its verified professor (an approved claim, docs/professors.md). */
  verified: boolean;
  /** Published, so a professor may claim it (the page's served record, published instructors only, has no status). */
  claimable: boolean;
}

const select = (raw: Record<string, unknown>): InstructorSummary => ({
  name: String(raw.name ?? ''),
  department: String(raw.department ?? ''),
  institutionId: String(raw.institution ?? ''),
  verified: raw.verified_profile === true,
  claimable: raw.status === undefined || raw.status === 'ACTIVE',
});

/**
 * What a page about one instructor needs to name them and say where they teach: the instructor page shows the
 * department and institution above everything else, and its HTML carries them (pocketbase/pb_hooks/lib/
 * record-pages.js); a report of this instructor shows them offline.
 */
export function useInstructorSummary(id: string) {
  return useMirroredRecord(
    COLLECTIONS.instructors,
    id,
    'id,name,department,institution,status,verified_profile',
    select,
  );
}
