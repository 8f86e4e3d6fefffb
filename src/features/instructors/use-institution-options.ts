// Institutions whose name (French or Arabic) contains what the user typed, for the add-instructor picker.
import { useEffect, useState } from 'react';
import { getPocketBase } from '@/lib/pocketbase/client';
import { COLLECTIONS } from '@/lib/pocketbase/collections';

export interface InstitutionOption {
  id: string;
  name: string;
  nameAr: string;
}

export type InstitutionOptions =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; items: InstitutionOption[] }
  | { status: 'unreachable' };

export const MIN_QUERY = 2;
const PAGE = 8;
/** Wait for a pause in typing before asking the server. */
const DEBOUNCE_MS = 250;

export function useInstitutionOptions(query: string): InstitutionOptions {
  const q = query.trim();
  const [state, setState] = useState<{ q: string; result: InstitutionOptions } | null>(null);

  useEffect(() => {
    if (q.length < MIN_QUERY) return;
    let current = true;
    const timer = setTimeout(() => {
      getPocketBase()
        .then((pb) =>
          pb.collection(COLLECTIONS.institutions).getList(1, PAGE, {
            filter: pb.filter('name ~ {:q} || name_ar ~ {:q}', { q }),
            fields: 'id,name,name_ar',
            sort: 'name',
            skipTotal: true,
            requestKey: null,
          }),
        )
        .then(
          ({ items }) => {
            if (!current) return;
            const options = items.map((raw) => ({ id: String(raw.id), name: String(raw.name ?? ''), nameAr: String(raw.name_ar ?? '') }));
            setState({ q, result: { status: 'found', items: options } });
          },
          () => current && setState({ q, result: { status: 'unreachable' } }),
        );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);

  if (q.length < MIN_QUERY) return { status: 'idle' };
  return state?.q === q ? state.result : { status: 'loading' };
}
