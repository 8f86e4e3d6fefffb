// Institution search runs over the full institutions list kept in the mirror (lib/mirror/institutions-list.ts):
// the same code online and offline, with the text folded (domain/search-text.ts) and the filters ANDed.
import { useMemo } from 'react';
import { SEARCH_PAGE_SIZE, type InstitutionSearchParams } from '@/domain/browse-search';
import { foldSearchText } from '@/domain/search-text';
import type { Language } from '@/domain/languages';
import { useInstitutionsList, type InstitutionRow } from '@/lib/mirror/institutions-list';

export type { InstitutionRow };

export type InstitutionSearchResult =
  | { status: 'loading' }
  | { status: 'offline-unavailable'; retry: () => void }
  | { status: 'ready'; rows: InstitutionRow[]; total: number; page: number; hasNext: boolean; fetchedAt: number };

/** The institutions matching `params`, one page of them, sorted by the name shown in `language`. */
export function filterInstitutions(
  rows: readonly InstitutionRow[],
  params: InstitutionSearchParams,
  language: Language,
): InstitutionRow[] {
  const query = foldSearchText(params.q ?? '');
  const collator = new Intl.Collator(language === 'ar' ? 'ar' : 'fr');
  const shown = (row: InstitutionRow) => (language === 'ar' && row.name_ar ? row.name_ar : row.name);
  return rows
    .filter(
      (row) =>
        (!params.sector || row.sector === params.sector) &&
        (!params.governorate || row.governorate === params.governorate) &&
        (query === '' || foldSearchText(row.name).includes(query) || foldSearchText(row.name_ar ?? '').includes(query)),
    )
    .sort((a, b) => collator.compare(shown(a), shown(b)));
}

export function useInstitutionSearch(params: InstitutionSearchParams, language: Language): InstitutionSearchResult {
  const list = useInstitutionsList();
  const rows = list.status === 'ready' ? list.rows : undefined;
  const matches = useMemo(() => (rows ? filterInstitutions(rows, params, language) : []), [rows, params, language]);
  if (list.status !== 'ready') return list;
  const page = params.page ?? 1;
  const start = (page - 1) * SEARCH_PAGE_SIZE;
  return {
    status: 'ready',
    rows: matches.slice(start, start + SEARCH_PAGE_SIZE),
    total: matches.length,
    page,
    hasNext: matches.length > start + SEARCH_PAGE_SIZE,
    fetchedAt: list.fetchedAt,
  };
}
