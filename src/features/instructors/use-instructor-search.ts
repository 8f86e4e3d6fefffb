// Instructor search: the server's name index (/api/rayek/instructors/search) online, stored in the mirror;
// offline, the same search over every instructor the mirror holds. Only runs once a name is typed.
import { SEARCH_PAGE_SIZE, type InstructorSearchParams } from '@/domain/browse-search';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import type { Row } from '@/lib/mirror/cache';
import type { SearchState } from '@/lib/mirror/use-cached-search';
import { useScopedSearch } from '@/lib/mirror/use-scoped-search';

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

/** The server refuses later pages (400): past it, a search is refined by typing more of the name. */
const SERVER_PAGE_MAX = 100;

export function useInstructorSearch(params: InstructorSearchParams): SearchState<InstructorRow> {
  return useScopedSearch<InstructorRow>(params, {
    collection: COLLECTIONS.instructorsSearch,
    fetch: async (pb, q, page) => {
      if (page > SERVER_PAGE_MAX) return [];
      const answer = await pb.send<{ items: Row[] }>('/api/rayek/instructors/search', {
        query: { q, page, perPage: SEARCH_PAGE_SIZE, ...(params.institution ? { institution: params.institution } : {}) },
        requestKey: null,
      });
      return answer.items;
    },
    fields: ['name'],
    compare: (a, b) => a.name.localeCompare(b.name),
  });
}
