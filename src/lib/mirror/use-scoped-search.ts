// The instructors and programs pages' list, optionally narrowed to one institution (and, for programs, one kind
// of degree): with a text, a name search that runs from the first letter typed, in the search engine's order
// (contract/search-engine) or the chosen sort; without a text, the ranked list (docs/api.md "Ranked lists": best
// rated by default). Each text + filters + sort + page is its own answer in the mirror; offline, the same filters and
// order run over every row of the collection the mirror holds (lib/mirror/local-search.ts, domain/ranked-lists.ts).
import { useMemo } from 'react';
import type { ProgramSearchParams } from '@/domain/browse-search';
import type { DirectoryEntry } from '@/domain/directory';
import { hasDegree, orderList } from '@/domain/ranked-lists';
import { MIN_SEARCH_LENGTH, SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from '@/domain/search-text';
import { queryKey, type Row } from './mirror-store';
import { servedSearch } from './served-page';
import { useMirroredSearch, type SearchState } from './use-mirrored-search';
import { DIRECTORY_KIND_OF, directoryPage, useDirectoryAnswer } from './use-directory-answer';

interface ScopedSearch {
  collection: string;
  /** The server's search route (`/api/rayek/<collection>/search`, pb_hooks/70_search.pb.js). */
  path: string;
  /** The server's ranked list (`/api/rayek/<collection>/ranked`, pb_hooks/76_ranked_lists.pb.js). */
  rankedPath: string;
  /** What the order reads of a row (domain/ranked-lists.ts). */
  entry: (row: Row) => DirectoryEntry;
}

// One page size for both: the ranked route answers DIRECTORY_PAGE_SIZE rows (20), the search route is asked for
// SEARCH_PAGE_SIZE (20); tests/unit/ranked-lists.test.ts holds them equal.
const PAGE_SIZE = SEARCH_PAGE_SIZE;
/** The ranked routes' last page (pb_hooks/lib/directory/institution-directory.js PAGE_MAX). */
const RANKED_PAGE_MAX = 500;

export function useScopedSearch<T extends Row & { institution_id: string }>(
  params: ProgramSearchParams,
  { collection, path, rankedPath, entry }: ScopedSearch,
): SearchState<T> {
  const q = (params.q ?? '').trim();
  const page = params.page ?? 1;
  const searching = q.length >= MIN_SEARCH_LENGTH;
  const { institution, degree, sort } = params;
  // Looked up once per search: the served answer's freshness must not flip it on a later render. It is the
  // search in the engine's order only (lib/pages/served-search-pages.js leaves a sorted or degree-narrowed search alone).
  const served = useMemo(
    () =>
      searching && !sort && !degree ? servedSearch(collection, { q, institution: institution ?? '', page }) : undefined,
    [searching, sort, degree, collection, q, institution, page],
  );
  const filters = { institution, degree, sort };
  // With the whole directory on the device, it answers as the server would, as the text is typed: no request.
  const kind = DIRECTORY_KIND_OF[collection];
  const fromDirectory = useDirectoryAnswer(kind ? { kind, text: searching ? q : '', ...filters } : null);
  const state = useMirroredSearch<T>({
    key: fromDirectory
      ? null
      : searching
        ? queryKey(collection, { q, page, ...filters })
        : queryKey(`${collection}_ranked`, { page, ...filters }),
    collection,
    page,
    perPage: PAGE_SIZE,
    fetch: async (pb) => {
      // The server refuses later search pages (400): past it, a search is refined by typing more.
      if (searching && page > SEARCH_PAGE_MAX) return [];
      const query = {
        page,
        ...(searching ? { q, perPage: PAGE_SIZE } : {}),
        ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
      };
      const answer = await pb.send<{ items: Row[] }>(searching ? path : rankedPath, { query, requestKey: null });
      return answer.items;
    },
    served,
    local: {
      text: searching ? q : '',
      where:
        institution || degree
          ? (row) => (!institution || row.institution_id === institution) && (!degree || hasDegree(row, degree))
          : undefined,
      order: (rows) => orderList(rows, sort, searching, entry),
    },
  });
  if (!fromDirectory) return state;
  const shown = directoryPage(
    fromDirectory as unknown as T[],
    page,
    PAGE_SIZE,
    searching ? SEARCH_PAGE_MAX : RANKED_PAGE_MAX,
  );
  return { status: 'ready', ...shown, fetchedAt: 0, fromMirror: false };
}
