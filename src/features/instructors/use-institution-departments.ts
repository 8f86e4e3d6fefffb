// The departments listed for one institution (reference data), suggested in the add-instructor form.
import { useEffect, useState } from 'react';
import { isRecordId } from '@/domain/record-id';
import { getPocketBase } from '@/lib/pocketbase/client';
import { COLLECTIONS } from '@/lib/pocketbase/collections';

export function useInstitutionDepartments(institutionId: string): string[] {
  const [state, setState] = useState<{ id: string; names: string[] } | null>(null);
  useEffect(() => {
    if (!isRecordId(institutionId)) return;
    let current = true;
    getPocketBase()
      .then((pb) =>
        pb.collection(COLLECTIONS.institutionDepartments).getList(1, 200, {
          filter: pb.filter('institution_id = {:id}', { id: institutionId }),
          fields: 'department',
          sort: 'department',
          skipTotal: true,
          requestKey: null,
        }),
      )
      .then(
        ({ items }) => current && setState({ id: institutionId, names: [...new Set(items.map((d) => String(d.department ?? '')))].filter(Boolean) }),
        // Offline or unreachable: no suggestions; the department can still be typed.
        () => current && setState({ id: institutionId, names: [] }),
      );
    return () => {
      current = false;
    };
  }, [institutionId]);
  return state?.id === institutionId ? state.names : [];
}
