// Program search by discipline or specialization, optionally within one institution: programs_search online
// (stored in the mirror), the same search over the mirror's programs offline. Only runs once text is typed.
import { SEARCH_PAGE_SIZE, type ProgramSearchParams } from '@/domain/browse-search';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import type { Row } from '@/lib/mirror/cache';
import type { SearchState } from '@/lib/mirror/use-cached-search';
import { useScopedSearch } from '@/lib/mirror/use-scoped-search';

export interface ProgramRow extends Row {
  discipline_major: string;
  specialization_pathway: string;
  mode_of_organization: string;
  institution_id: string;
  institution_name: string;
  overall_rating: number;
  review_count: number;
}

const COLLECTION = COLLECTIONS.programsSearch;
const FIELDS = 'id,discipline_major,specialization_pathway,mode_of_organization,institution_id,institution_name,overall_rating,review_count';
const label = (row: ProgramRow) => `${row.discipline_major} ${row.specialization_pathway}`;

export function useProgramSearch(params: ProgramSearchParams): SearchState<ProgramRow> {
  return useScopedSearch<ProgramRow>(params, {
    collection: COLLECTION,
    fetch: async (pb, q, page) => {
      const text = pb.filter('(discipline_major ~ {:q} || specialization_pathway ~ {:q})', { q });
      const filter = params.institution ? `${text} && ${pb.filter('institution_id = {:i}', { i: params.institution })}` : text;
      const answer = await pb.collection(COLLECTION).getList(page, SEARCH_PAGE_SIZE, {
        filter,
        sort: 'discipline_major,specialization_pathway',
        fields: FIELDS,
        skipTotal: true,
        requestKey: null,
      });
      return answer.items as Row[];
    },
    fields: ['discipline_major', 'specialization_pathway'],
    compare: (a, b) => label(a).localeCompare(label(b)),
  });
}
