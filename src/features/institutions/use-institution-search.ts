// Institution search runs over the full institutions list kept in the mirror (lib/mirror/institutions-list.ts):
// the same code online and offline, with the text folded (domain/search-text.ts) and the filters ANDed, in the
// contract's order of search results (contract/search.js) by the name shown.
import { useMemo } from 'react';
import { compareSearchEntries } from '@contract/search.js';
import { SEARCH_PAGE_SIZE } from '@contract/search.js';
import type { InstitutionSearchParams } from '@/domain/browse-search';
import { foldSearchText } from '@/domain/search-text';
import type { Language } from '@/domain/languages';
import { useInstitutionsList, type InstitutionRow } from '@/lib/mirror/institutions-list';

export type { InstitutionRow };

export type InstitutionSearchResult =
  | { status: 'loading' }
  | { status: 'offline-unavailable'; retry: () => void }
  | { status: 'ready'; rows: InstitutionRow[]; total: number; page: number; hasNext: boolean; fetchedAt: number };

/** The institutions matching `params`, ordered by the name shown in `language` (folded), then by id. */
export function filterInstitutions(
  rows: readonly InstitutionRow[],
  params: InstitutionSearchParams,
  language: Language,
): InstitutionRow[] {
  const query = foldSearchText(params.q ?? '');
  const shown = (row: InstitutionRow) => (language === 'ar' && row.name_ar ? row.name_ar : row.name);
  return rows
    .filter(
      (row) =>
        (!params.sector || row.sector === params.sector) &&
        (!params.governorate || row.governorate === params.governorate) &&
        (query === '' || foldSearchText(row.name).includes(query) || foldSearchText(row.name_ar ?? '').includes(query)),
    )
    .map((row) => ({ row, key: foldSearchText(shown(row)), id: row.id }))
    .sort(compareSearchEntries)
    .map((entry) => entry.row);
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
