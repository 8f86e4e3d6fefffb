import { COLLECTIONS } from '@/domain/collections';
import { useMirroredRecord } from '@/lib/mirror/mirrored-record';

export interface InstitutionSummary {
  name: string;
  nameAr: string;
}

const select = (raw: Record<string, unknown>): InstitutionSummary => ({
  name: String(raw.name ?? ''),
  nameAr: String(raw.name_ar ?? ''),
});

/** What a page about one institution needs to name it. */
export function useInstitutionSummary(id: string) {
  return useMirroredRecord(COLLECTIONS.institutions, id, 'id,name,name_ar', select);
}
