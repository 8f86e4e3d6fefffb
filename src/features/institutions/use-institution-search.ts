// Institution search runs over the full institutions list kept in the mirror (lib/mirror/institutions-list.ts):
// the same code online and offline. A text is matched and ordered by the search engine (contract/search-engine,
// as the server's /api/rayek/institutions/search over the same rows), the filters ANDed; a chosen sort orders the
// matches, and without a text the list is in the chosen or default order of the ranked lists
// (domain/ranked-lists.ts: best rated first, with the minimum number of ratings).
import { useMemo } from 'react';
import { SEARCH_PAGE_SIZE } from '@/domain/search-text';
import type { InstitutionSearchParams } from '@/domain/browse-search';
import { institutionEntry, orderList } from '@/domain/ranked-lists';
import type { Language } from '@/domain/languages';
import { useInstitutionsList, type InstitutionRow } from '@/lib/mirror/institutions-list';
import { useSearchRows } from '@/lib/mirror/worker-search';

export type { InstitutionRow };

export type InstitutionSearchResult =
  | { status: 'loading' }
  | { status: 'offline-unavailable'; retry: () => void }
  | { status: 'ready'; rows: InstitutionRow[]; total: number; page: number; hasNext: boolean; fetchedAt: number };

type Search = (text: string, where: (row: InstitutionRow) => boolean) => InstitutionRow[];

/**
 * The institutions matching `params`, in the chosen order; without one, with a text in the engine's order
 * (`search`), without in the default order (names compared as shown in `language`).
 */
export function filterInstitutions(
  rows: readonly InstitutionRow[],
  params: InstitutionSearchParams,
  language: Language,
  search: Search,
): InstitutionRow[] {
  const where = (row: InstitutionRow) =>
    (!params.sector || row.sector === params.sector) && (!params.governorate || row.governorate === params.governorate);
  const text = (params.q ?? '').trim();
  const found = text !== '' ? search(text, where) : rows.filter(where);
  return orderList(found, params.sort, text !== '', institutionEntry(language === 'ar'));
}

export function useInstitutionSearch(params: InstitutionSearchParams, language: Language): InstitutionSearchResult {
  const list = useInstitutionsList();
  const rows = list.status === 'ready' ? list.rows : undefined;
  const text = (params.q ?? '').trim();
  const searching = text !== '';
  // The engine's index is built off the main thread, once per mirrored list (a few hundred rows), then each
  // keystroke is a lookup (lib/mirror/search-worker.ts).
  const found = useSearchRows('institution', rows, text);
  const matches = useMemo(() => {
    if (!rows) return [];
    const search: Search = (_text, where) => (found ?? []).filter(where);
    return filterInstitutions(rows, params, language, search);
  }, [rows, params, language, found]);
  if (list.status !== 'ready') return list;
  if (searching && !found) return { status: 'loading' };
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
