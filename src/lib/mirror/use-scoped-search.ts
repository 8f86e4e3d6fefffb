// A name search optionally narrowed to one institution (instructors, programs): it runs from the first letter
// typed, each text + institution + page is its own cached answer, and the institution narrows the offline
// search over the mirror exactly as it narrows the server's. Matching and order are the search engine's on both
// sides (contract/search-engine).
import { useMemo } from 'react';
import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from '@contract/search.js';
import type { InstructorSearchParams } from '@/domain/browse-search';
import { MIN_SEARCH_LENGTH } from '@/domain/search-text';
import { queryKey, type Row } from './cache';
import { serverSearchSeed } from './server-seed';
import { useCachedSearch, type SearchState } from './use-cached-search';

interface ScopedSearch {
  collection: string;
  /** The server's search route (`/api/rayek/<collection>/search`, pb_hooks/70_search.pb.js). */
  path: string;
}

export function useScopedSearch<T extends Row & { institution_id: string }>(
  params: InstructorSearchParams,
  { collection, path }: ScopedSearch,
): SearchState<T> {
  const q = (params.q ?? '').trim();
  const page = params.page ?? 1;
  const active = q.length >= MIN_SEARCH_LENGTH;
  const institution = params.institution ?? '';
  // Looked up once per search: the seed's freshness must not flip it on a later render.
  const seed = useMemo(
    () => (active ? serverSearchSeed(collection, { q, institution, page }) : undefined),
    [active, collection, q, institution, page],
  );
  return useCachedSearch<T>({
    key: active ? queryKey(collection, { q, institution: params.institution, page }) : null,
    collection,
    page,
    perPage: SEARCH_PAGE_SIZE,
    fetch: async (pb) => {
      // The server refuses later pages (400): past it, a search is refined by typing more.
      if (page > SEARCH_PAGE_MAX) return [];
      const answer = await pb.send<{ items: Row[] }>(path, {
        query: { q, page, perPage: SEARCH_PAGE_SIZE, ...(params.institution ? { institution: params.institution } : {}) },
        requestKey: null,
      });
      return answer.items;
    },
    seed,
    local: {
      text: q,
      where: params.institution ? (row) => row.institution_id === params.institution : undefined,
    },
  });
}
