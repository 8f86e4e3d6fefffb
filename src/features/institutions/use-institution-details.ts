// What the institution page shows besides its name: the search row (place, sector, overall rating, review
// count), the ten category averages with the distribution of the overall score, and its ACTIVE ratings 5 at a
// time (in the order and with the filter the URL asks for), all from the mirror.
import { distributionOf } from '@/domain/distribution';
import type { RatingListSearch } from '@/domain/rating-list-search';
import { INSTITUTION_SCORES } from '@/domain/ratings';
import { COLLECTIONS } from '@/domain/collections';
import type { Row } from '@/lib/mirror/mirror-store';
import { useMirroredRecord } from '@/lib/mirror/mirrored-record';
import { useActiveRatings } from '@/lib/mirror/use-active-ratings';

export interface InstitutionFacts {
  country: string;
  governorate: string;
  sector: string;
  overall: number;
  reviewCount: number;
}

export interface Averages {
  /** Each score's average out of 5. */
  values: Record<string, number>;
  /** Ratings per overall score 1..5; undefined in a row mirrored before the server counted them. */
  distribution: number[] | undefined;
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

const selectFacts = (raw: Record<string, unknown>): InstitutionFacts => ({
  country: String(raw.country ?? ''),
  governorate: String(raw.governorate ?? ''),
  sector: String(raw.sector ?? ''),
  overall: num(raw.overall_rating),
  reviewCount: num(raw.review_count),
});

const selectAverages = (raw: Record<string, unknown>): Averages => ({
  values: Object.fromEntries(INSTITUTION_SCORES.map((key) => [key, num(raw[`avg_${key}`])])),
  distribution: distributionOf(raw),
});

export function useInstitutionFacts(id: string) {
  return useMirroredRecord(
    COLLECTIONS.institutionsSearch,
    id,
    'id,name,name_ar,country,governorate,sector,overall_rating,review_count',
    selectFacts,
  );
}

export function useInstitutionAverages(id: string) {
  return useMirroredRecord(COLLECTIONS.institutionRatingsAverage, id, '', selectAverages);
}

export interface InstitutionRating extends Row {
  created: string;
  review: string;
  [score: string]: unknown;
}

/** The collection of these ratings, for their vote buttons (the components never name collections). */
export const INSTITUTION_RATINGS = COLLECTIONS.institutionRatings;

const RATING_FIELDS = ['id', 'created', 'edited', 'review', ...INSTITUTION_SCORES].join(',');

export function useInstitutionRatings(id: string, total: number | undefined, order: RatingListSearch) {
  return useActiveRatings<InstitutionRating>({
    collection: COLLECTIONS.institutionRatings,
    target: 'institution',
    id,
    fields: RATING_FIELDS,
    total,
    reviewCount: total,
    sort: order.sort,
  });
}
