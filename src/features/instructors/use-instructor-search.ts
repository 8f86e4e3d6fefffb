// The instructors page's list: the server's name search (/api/rayek/instructors/search), or without a text the
// ranked list (/api/rayek/instructors/ranked), online, written into the mirror; offline, the same over every
// instructor the mirror holds. Runs from the first letter.
import type { InstructorSearchParams } from '@/domain/browse-search';
import { instructorEntry } from '@/domain/ranked-lists';
import { COLLECTIONS } from '@/domain/collections';
import type { Row } from '@/lib/mirror/mirror-store';
import type { SearchState } from '@/lib/mirror/use-mirrored-search';
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

export function useInstructorSearch(params: InstructorSearchParams): SearchState<InstructorRow> {
  return useScopedSearch<InstructorRow>(params, {
    collection: COLLECTIONS.instructorsSearch,
    path: '/api/rayek/instructors/search',
    rankedPath: '/api/rayek/instructors/ranked',
    entry: instructorEntry,
  });
}
