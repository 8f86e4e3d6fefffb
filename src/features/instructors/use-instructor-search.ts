// Instructor search: the server's name index (/api/rayek/instructors/search) online, stored in the mirror;
// offline, the same search over every instructor the mirror holds. Only runs once a name is typed.
import { SEARCH_PAGE_SIZE, type InstructorSearchParams } from '@/domain/browse-search';
import { MIN_SEARCH_LENGTH } from '@/domain/search-text';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { queryKey, type Row } from '@/lib/sync/cache';
import { useCachedSearch, type SearchState } from '@/lib/sync/use-cached-search';

export interface InstructorRow extends Row {
  name: string;
  department: string;
  institution_id: string;
  institution_name: string;
  avg_overall_quality: number;
  avg_difficulty: number;
  avg_would_take_again: number;
  review_count: number;
}

const COLLECTION = COLLECTIONS.instructorsSearch;
const byName = (a: InstructorRow, b: InstructorRow) => a.name.localeCompare(b.name);

export function useInstructorSearch(params: InstructorSearchParams): SearchState<InstructorRow> {
  const q = (params.q ?? '').trim();
  const page = params.page ?? 1;
  const active = q.length >= MIN_SEARCH_LENGTH;
  return useCachedSearch<InstructorRow>({
    key: active ? queryKey(COLLECTION, { q, institution: params.institution, page }) : null,
    collection: COLLECTION,
    page,
    perPage: SEARCH_PAGE_SIZE,
    fetch: async (pb) => {
      const answer = await pb.send<{ items: Row[] }>('/api/rayek/instructors/search', {
        query: { q, page, perPage: SEARCH_PAGE_SIZE, ...(params.institution ? { institution: params.institution } : {}) },
        requestKey: null,
      });
      return answer.items;
    },
    local: {
      fields: ['name'],
      text: q,
      where: params.institution ? (row) => row.institution_id === params.institution : undefined,
      compare: byName,
    },
  });
}
