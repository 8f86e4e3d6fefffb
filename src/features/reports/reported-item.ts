// The reported item as the report page shows it for context, from what the server lets anyone see
// (published content, or the reporter's own): never an author.
import { INSTITUTION_SCORES, PROGRAM_SCORES } from '@/domain/ratings';
import type { ReportType } from '@/domain/report-types';

export interface ReportTarget {
  kind: 'institution' | 'program' | 'instructor';
  id: string;
  name: string;
  /** The Arabic official name, for institutions. */
  nameAr?: string;
}

export type ReportedItem =
  | { kind: 'rating'; review: string; course?: string; scores: Array<{ key: string; value: number }>; target: ReportTarget }
  | { kind: 'instructor'; name: string; department: string; institution: ReportTarget; target: ReportTarget };

interface Query {
  collection: string;
  fields: string;
  expand: string;
  read: (raw: Record<string, unknown>) => ReportedItem;
}

type Raw = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const expanded = (raw: Raw, key: string): Raw => ((raw.expand as Raw | undefined)?.[key] as Raw | undefined) ?? {};
const scoresOf = (raw: Raw, keys: readonly string[]) =>
  keys.filter((key) => typeof raw[key] === 'number').map((key) => ({ key, value: raw[key] as number }));

const programName = (p: Raw) => str(p.specialization_pathway) || str(p.discipline_major);

export const REPORTED_QUERIES: Readonly<Record<ReportType, Query>> = {
  'institution-rating': {
    collection: 'institution_ratings',
    fields: ['id', 'institution', 'review', ...INSTITUTION_SCORES, 'expand.institution.name', 'expand.institution.name_ar'].join(','),
    expand: 'institution',
    read: (raw) => ({
      kind: 'rating',
      review: str(raw.review),
      scores: scoresOf(raw, INSTITUTION_SCORES),
      target: {
        kind: 'institution',
        id: str(raw.institution),
        name: str(expanded(raw, 'institution').name),
        nameAr: str(expanded(raw, 'institution').name_ar),
      },
    }),
  },
  'program-rating': {
    collection: 'program_ratings',
    fields: ['id', 'program', 'review', ...PROGRAM_SCORES, 'expand.program.discipline_major', 'expand.program.specialization_pathway'].join(','),
    expand: 'program',
    read: (raw) => ({
      kind: 'rating',
      review: str(raw.review),
      scores: scoresOf(raw, PROGRAM_SCORES),
      target: { kind: 'program', id: str(raw.program), name: programName(expanded(raw, 'program')) },
    }),
  },
  'instructor-rating': {
    collection: 'instructor_ratings',
    fields: 'id,instructor,course,overall_quality,difficulty,review,expand.instructor.name',
    expand: 'instructor',
    read: (raw) => ({
      kind: 'rating',
      review: str(raw.review),
      course: str(raw.course),
      scores: scoresOf(raw, ['overall_quality', 'difficulty']),
      target: { kind: 'instructor', id: str(raw.instructor), name: str(expanded(raw, 'instructor').name) },
    }),
  },
  instructors: {
    collection: 'instructors',
    fields: 'id,name,department,institution,expand.institution.name,expand.institution.name_ar',
    expand: 'institution',
    read: (raw) => ({
      kind: 'instructor',
      name: str(raw.name),
      department: str(raw.department),
      institution: {
        kind: 'institution',
        id: str(raw.institution),
        name: str(expanded(raw, 'institution').name),
        nameAr: str(expanded(raw, 'institution').name_ar),
      },
      target: { kind: 'instructor', id: str(raw.id), name: str(raw.name) },
    }),
  },
};
