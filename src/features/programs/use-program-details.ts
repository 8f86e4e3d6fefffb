// What the program page shows besides its name: the search row (discipline, specialization, mode, institution,
// overall rating, review count), the ten averages, and its ACTIVE ratings 5 at a time, all from the mirror.
import { distributionOf } from '@/domain/distribution';
import type { RatingListSearch } from '@/domain/rating-list-search';
import { knownEnrolment } from '@/domain/rating-order';
import { PROGRAM_SCORES, type EnrolmentStatus } from '@/domain/ratings';
import { COLLECTIONS } from '@/domain/collections';
import type { Row } from '@/lib/mirror/mirror-store';
import { useMirroredRecord } from '@/lib/mirror/mirrored-record';
import { useActiveRatings } from '@/lib/mirror/use-active-ratings';

export { useInstitutionName } from '@/lib/mirror/institution-name';

export interface ProgramFacts {
  disciplineMajor: string;
  specializationPathway: string;
  modeOfOrganization: string;
  institutionId: string;
  institutionName: string;
  overall: number;
  reviewCount: number;
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

const selectFacts = (raw: Record<string, unknown>): ProgramFacts => ({
  disciplineMajor: String(raw.discipline_major ?? ''),
  specializationPathway: String(raw.specialization_pathway ?? ''),
  modeOfOrganization: String(raw.mode_of_organization ?? ''),
  institutionId: String(raw.institution_id ?? ''),
  institutionName: String(raw.institution_name ?? ''),
  overall: num(raw.overall_rating),
  reviewCount: num(raw.review_count),
});

/** Each score's average out of 5, and ratings per overall score 1..5 (undefined in a row mirrored before the server counted them). */
const selectAverages = (
  raw: Record<string, unknown>,
): { values: Record<string, number>; distribution: number[] | undefined } => ({
  values: Object.fromEntries(PROGRAM_SCORES.map((key) => [key, num(raw[`avg_${key}`])])),
  distribution: distributionOf(raw),
});

export function useProgramFacts(id: string) {
  return useMirroredRecord(
    COLLECTIONS.programsSearch,
    id,
    'id,discipline_major,specialization_pathway,mode_of_organization,institution_id,institution_name,overall_rating,review_count',
    selectFacts,
  );
}

export function useProgramAverages(id: string) {
  return useMirroredRecord(COLLECTIONS.programRatingsAverage, id, '', selectAverages);
}

export interface ProgramRating extends Row {
  created: string;
  review: string;
  /** The server accepts only these values (its select field). */
  enrolment_status: EnrolmentStatus | '';
  [score: string]: unknown;
}

/** The collection of these ratings, for their vote buttons (the components never name collections). */
export const PROGRAM_RATINGS = COLLECTIONS.programRatings;

const RATING_FIELDS = ['id', 'created', 'edited', 'review', 'enrolment_status', ...PROGRAM_SCORES].join(',');

/**
 * The program's ratings in the URL's order, of authors of one enrolment status when the URL names one of the
 * contract's (then how many there are is unknown: no total).
 */
export function useProgramRatings(id: string, reviewCount: number | undefined, order: RatingListSearch) {
  const enrolment = knownEnrolment(order.enrolment);
  return useActiveRatings<ProgramRating>({
    collection: COLLECTIONS.programRatings,
    target: 'program',
    id,
    fields: RATING_FIELDS,
    total: enrolment ? undefined : reviewCount,
    reviewCount,
    sort: order.sort,
    filter: enrolment ? { field: 'enrolment_status', value: enrolment } : undefined,
  });
}
