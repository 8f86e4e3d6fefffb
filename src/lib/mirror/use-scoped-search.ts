// A name search optionally narrowed to one institution (instructors, programs): nothing runs until enough text
// is typed, each text + institution + page is its own cached answer, and the institution narrows the offline
// search over the mirror exactly as it narrows the server's.
import type PocketBase from 'pocketbase';
import { SEARCH_PAGE_SIZE, type InstructorSearchParams } from '@/domain/browse-search';
import { MIN_SEARCH_LENGTH } from '@/domain/search-text';
import { queryKey, type Row } from './cache';
import { useCachedSearch, type SearchState } from './use-cached-search';

interface ScopedSearch<T> {
  collection: string;
  /** One page of the server's answer for the trimmed text. */
  fetch: (pb: PocketBase, q: string, page: number) => Promise<Row[]>;
  /** The fields the offline search matches the text against. */
  fields: readonly string[];
  compare: (a: T, b: T) => number;
}

export function useScopedSearch<T extends Row & { institution_id: string }>(
  params: InstructorSearchParams,
  { collection, fetch, fields, compare }: ScopedSearch<T>,
): SearchState<T> {
  const q = (params.q ?? '').trim();
  const page = params.page ?? 1;
  const active = q.length >= MIN_SEARCH_LENGTH;
  return useCachedSearch<T>({
    key: active ? queryKey(collection, { q, institution: params.institution, page }) : null,
    collection,
    page,
    perPage: SEARCH_PAGE_SIZE,
    fetch: (pb) => fetch(pb, q, page),
    local: {
      fields,
      text: q,
      where: params.institution ? (row) => row.institution_id === params.institution : undefined,
      compare,
    },
  });
}
