// The names of one institution, from its row of the institutions' read model: what an instructor's or a program's
// page shows and links to. One row, not the whole list: fetching and writing the ~200 rows was most of such a
// page's main-thread work on a first visit. The page's HTML may carry the row (served-page.ts).
import { COLLECTIONS } from '@/domain/collections';
import { useMirroredRecord } from './mirrored-record';

const selectName = (raw: Record<string, unknown>) => ({
  name: String(raw.name ?? ''),
  name_ar: String(raw.name_ar ?? ''),
});

export function useInstitutionName(institutionId: string | undefined) {
  return useMirroredRecord(COLLECTIONS.institutionsSearch, institutionId ?? '', 'id,name,name_ar', selectName);
}
