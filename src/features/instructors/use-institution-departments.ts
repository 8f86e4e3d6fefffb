// The departments listed for one institution (reference data), suggested in the add-instructor form. Read
// through the mirror like every public answer: an institution's list is one query in the mirror, so the suggestions
// come back offline for an institution chosen before, and are refreshed in the background when online.
import { isRecordId } from '@/domain/record-id';
import { queryKey, readQuery, writeQuery, type Row } from '@/lib/mirror/mirror-store';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { useRefresh } from '@/lib/mirror/use-refresh';
import { COLLECTIONS } from '@/domain/collections';

const COLLECTION = COLLECTIONS.institutionDepartments;
/** More than any institution lists; the server allows up to 500 a page. */
const MAX_DEPARTMENTS = 200;

/** The department names, sorted; none while unknown (the department can always be typed). */
export function useInstitutionDepartments(institutionId: string): string[] {
  const key = isRecordId(institutionId) ? queryKey(COLLECTION, { institution_id: institutionId }) : null;
  const mirrored = useLiveQuery(async () => (key ? ((await readQuery(key)) ?? null) : null), [key], null);
  useRefresh(key, async (pb) => {
    const { items } = await pb.collection(COLLECTION).getList(1, MAX_DEPARTMENTS, {
      filter: pb.filter('institution_id = {:id}', { id: institutionId }),
      fields: 'id,department',
      sort: 'department',
      skipTotal: true,
      requestKey: null,
    });
    if (key) await writeQuery(key, COLLECTION, items as Row[]);
    return 'done';
  });
  // Until the live query answers for this institution, the previous one's list is not shown.
  if (!mirrored || mirrored.query.key !== key) return [];
  return [...new Set(mirrored.records.map((r) => String(r.data.department ?? '')))].filter(Boolean);
}
