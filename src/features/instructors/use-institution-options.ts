// The institutions the add-instructor picker offers for what the user typed: matched and ordered by the search
// engine (contract/search-engine, as every search of institutions: acronyms, either script, any word order, a
// typo), over the full institutions list the mirror keeps (lib/mirror/institutions-list.ts): the same code online
// and offline, and no request per keystroke.
import { useMemo } from 'react';
import { SEARCH_TEXT_MAX } from '@/domain/search-text';
import { useInstitutionsList } from '@/lib/mirror/institutions-list';
import { useSearchRows } from '@/lib/mirror/worker-search';

export interface InstitutionOption {
  id: string;
  name: string;
  nameAr: string;
}

export type InstitutionOptions =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; items: InstitutionOption[] }
  | { status: 'offline-unavailable'; retry: () => void };

export const MIN_QUERY = 2;
const SHOWN = 8;

export function useInstitutionOptions(query: string): InstitutionOptions {
  // Bounded before any work (the field's maxLength says the same): a longer text names no institution.
  const text = query.length > SEARCH_TEXT_MAX ? '' : query.trim();
  const searching = text.length >= MIN_QUERY;
  const list = useInstitutionsList();
  const rows = list.status === 'ready' ? list.rows : undefined;
  // The same engine and worker as the institutions page (lib/mirror/worker-search.ts): one index per mirrored
  // list, built off the main thread, then each keystroke is a lookup.
  const found = useSearchRows('institution', searching ? rows : undefined, searching ? text : '');
  const items = useMemo(
    () => (found ?? []).slice(0, SHOWN).map((row) => ({ id: row.id, name: row.name, nameAr: row.name_ar ?? '' })),
    [found],
  );
  if (!searching) return { status: 'idle' };
  if (list.status !== 'ready') return list;
  if (!found) return { status: 'loading' };
  return { status: 'ready', items };
}
