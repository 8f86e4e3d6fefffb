// Institutions whose name (French or Arabic) contains what the user typed, for the add-instructor picker. They
// come from the full institutions list the mirror keeps (lib/mirror/institutions-list.ts): the same code online
// and offline, and no request per keystroke.
import { useMemo } from 'react';
import type { Language } from '@/domain/languages';
import { foldSearchText, matchesSearch } from '@/domain/search-text';
import { useInstitutionsList } from '@/lib/mirror/institutions-list';

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

export function useInstitutionOptions(query: string, language: Language): InstitutionOptions {
  const q = foldSearchText(query);
  const list = useInstitutionsList();
  const rows = list.status === 'ready' ? list.rows : undefined;
  const items = useMemo(() => {
    if (!rows || q.length < MIN_QUERY) return [];
    const collator = new Intl.Collator(language === 'ar' ? 'ar' : 'fr');
    const shown = (o: InstitutionOption) => (language === 'ar' && o.nameAr ? o.nameAr : o.name);
    return rows
      .filter((row) => matchesSearch(q, [foldSearchText(row.name), foldSearchText(row.name_ar ?? '')]))
      .map((row) => ({ id: row.id, name: row.name, nameAr: row.name_ar ?? '' }))
      .sort((a, b) => collator.compare(shown(a), shown(b)))
      .slice(0, SHOWN);
  }, [rows, q, language]);
  if (q.length < MIN_QUERY) return { status: 'idle' };
  if (list.status !== 'ready') return list;
  return { status: 'ready', items };
}
