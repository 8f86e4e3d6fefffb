// The programs page's list: a search by discipline or specialization (/api/rayek/programs/search), or without a
// text the ranked list (/api/rayek/programs/ranked), within one institution and one kind of degree when chosen,
// rows of programs_search written into the mirror; offline, the same over the mirror's programs. Runs from the first
// letter.
import type { ProgramSearchParams } from '@/domain/browse-search';
import { programEntry } from '@/domain/ranked-lists';
import { COLLECTIONS } from '@/domain/collections';
import type { Row } from '@/lib/mirror/mirror-store';
import type { SearchState } from '@/lib/mirror/use-mirrored-search';
import { useScopedSearch } from '@/lib/mirror/use-scoped-search';

export interface ProgramRow extends Row {
  discipline_major: string;
  specialization_pathway: string;
  /** The Arabic names (programs_search); only present where a request asks for them. */
  discipline_major_ar?: string;
  specialization_pathway_ar?: string;
  mode_of_organization: string;
  /** The degree's stored text (rows mirrored before the lists carried it have none). */
  degree?: string;
  institution_id: string;
  institution_name: string;
  overall_rating: number;
  review_count: number;
}

const COLLECTION = COLLECTIONS.programsSearch;

export function useProgramSearch(params: ProgramSearchParams): SearchState<ProgramRow> {
  return useScopedSearch<ProgramRow>(params, {
    collection: COLLECTION,
    path: '/api/rayek/programs/search',
    rankedPath: '/api/rayek/programs/ranked',
    entry: programEntry,
  });
}
