// One column of /compare: a record's read-model row (averages, overall, counts, the distribution, and for
// instructors the tags) and its name, from the mirror through the same reads the record pages make, so a
// record seen there shows here offline. Each column has its own state (loading, found, not found, not
// available offline yet).
import { distributionOf } from '@/domain/distribution';
import {
  INSTITUTION_SCORES,
  INSTRUCTOR_SCORES,
  PROGRAM_SCORES,
  type InstructorTag,
  type ScoreName,
} from '@/domain/ratings';
import type { CompareKind } from '@/domain/compare-search';
import { tagCounts } from '@/domain/tag-counts';
import { COLLECTIONS } from '@/domain/collections';
import { useMirroredRecord, type MirroredRecordState } from '@/lib/mirror/mirrored-record';

export interface CompareFigures {
  /** The scores of the kind (contract/ratings.js), each an average out of 5; 0 when there are no ratings. */
  averages: Partial<Record<ScoreName, number>>;
  /** The overall figure: the overall rating, or an instructor's overall quality. */
  overall: number;
  reviewCount: number;
  /**
   * Ratings per overall score 1..5 (docs/api.md, "Read models"); absent from a row mirrored before the server
   * had it (institutions and programs), which is then "not known" rather than "no ratings".
   */
  distribution?: number[];
  /** Instructors only: the would-take-again percentage, tag counts. */
  wouldTakeAgain?: number;
  tags?: { tag: InstructorTag; count: number }[];
  /** Instructors' read model carries their name; the others' come from their search row. */
  name?: string;
}

export interface CompareName {
  name: string;
  /** An institution's official Arabic name. */
  nameAr?: string;
  /** The language the name is written in, when it is always the same (programs: French). */
  lang?: 'fr';
  /** Where the record is: a program's institution. */
  place?: string;
}

export type CompareColumn =
  | { id: string; status: 'loading' | 'not-found' }
  | { id: string; status: 'offline-unavailable'; retry: () => void }
  | { id: string; status: 'found'; figures: CompareFigures; name: CompareName | undefined };

/** The scores a kind of record is rated on, in the order of its rating form. */
export const SCORES_OF: Record<CompareKind, readonly ScoreName[]> = {
  institutions: INSTITUTION_SCORES,
  programs: PROGRAM_SCORES,
  // The overall quality is the instructors' overall row.
  instructors: INSTRUCTOR_SCORES.filter((score) => score !== 'overall_quality'),
};

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

const averagesOf = (raw: Record<string, unknown>, scores: readonly ScoreName[]) =>
  Object.fromEntries(scores.map((score) => [score, num(raw[`avg_${score}`])]));

const SELECT_FIGURES: Record<CompareKind, (raw: Record<string, unknown>) => CompareFigures> = {
  institutions: (raw) => ({
    averages: averagesOf(raw, INSTITUTION_SCORES),
    overall: num(raw.overall_rating),
    reviewCount: num(raw.review_count),
    distribution: distributionOf(raw),
  }),
  programs: (raw) => ({
    averages: averagesOf(raw, PROGRAM_SCORES),
    overall: num(raw.overall_rating),
    reviewCount: num(raw.review_count),
    distribution: distributionOf(raw),
  }),
  instructors: (raw) => ({
    averages: averagesOf(raw, SCORES_OF.instructors),
    overall: num(raw.avg_overall_quality),
    reviewCount: num(raw.review_count),
    wouldTakeAgain: num(raw.avg_would_take_again),
    distribution: distributionOf(raw),
    tags: tagCounts(raw),
    name: String(raw.instructor_name ?? ''),
  }),
};

const AVERAGES = {
  institutions: COLLECTIONS.institutionRatingsAverage,
  programs: COLLECTIONS.programRatingsAverage,
  instructors: COLLECTIONS.instructorRatingsAverage,
} as const;

// The same fields as the record pages' reads of these rows, so one mirrored row serves both.
const NAMES = {
  institutions: [
    COLLECTIONS.institutionsSearch,
    'id,name,name_ar,country,governorate,sector,overall_rating,review_count',
  ],
  programs: [
    COLLECTIONS.programsSearch,
    'id,discipline_major,specialization_pathway,mode_of_organization,institution_id,institution_name,overall_rating,review_count',
  ],
} as const;

const selectName = (raw: Record<string, unknown>): CompareName =>
  raw.discipline_major !== undefined || raw.specialization_pathway !== undefined
    ? {
        name: String(raw.specialization_pathway || raw.discipline_major || ''),
        lang: 'fr',
        place: String(raw.institution_name ?? ''),
      }
    : { name: String(raw.name ?? ''), nameAr: String(raw.name_ar ?? '') };

export function useCompareColumn(kind: CompareKind, id: string): CompareColumn {
  const figures = useMirroredRecord(AVERAGES[kind], id, '', SELECT_FIGURES[kind], {
    // An instructor's row through its cached route, as the instructor page reads it (docs/api.md).
    listPath: kind === 'instructors' ? `/api/rayek/instructors/${encodeURIComponent(id)}/averages` : undefined,
  });
  // Instructors are named by their read model: no second read (an empty id reads nothing).
  const [namesCollection, nameFields] = kind === 'instructors' ? NAMES.institutions : NAMES[kind];
  const names: MirroredRecordState<CompareName> = useMirroredRecord(
    namesCollection,
    kind === 'instructors' ? '' : id,
    nameFields,
    selectName,
  );
  switch (figures.status) {
    case 'found':
      return {
        id,
        status: 'found',
        figures: figures.record,
        name:
          figures.record.name !== undefined
            ? { name: figures.record.name }
            : names.status === 'found'
              ? names.record
              : undefined,
      };
    case 'offline-unavailable':
      return { id, status: 'offline-unavailable', retry: figures.retry };
    default:
      return { id, status: figures.status };
  }
}
