// The reported item as the report page shows it for context, from what the server lets anyone see
// (published content, or the reporter's own): never an author.
import { INSTITUTION_SCORES, INSTRUCTOR_SCORES, PROGRAM_SCORES, type ScoreName } from '@/domain/ratings';
import type { ReportType } from '@/domain/report-types';
import { COLLECTIONS, type CollectionName } from '@/domain/collections';

export interface ReportTarget {
  kind: 'institution' | 'program' | 'instructor';
  id: string;
  name: string;
  /** The Arabic official name, for institutions. */
  nameAr?: string;
}

export type ReportedItem =
  | {
      kind: 'rating';
      review: string;
      course?: string;
      scores: Array<{ key: ScoreName; value: number }>;
      target: ReportTarget;
    }
  | { kind: 'instructor'; name: string; department: string; institution: ReportTarget; target: ReportTarget }
  | { kind: 'reply'; body: string; edited: boolean; target: ReportTarget };

interface Query {
  collection: CollectionName;
  /** With the target's names as `expand.<relation>.<field>`; `expand` names the relation to expand. */
  fields: string;
  expand: string;
  /** Where the mirror keeps the expanded relation's record (its target's page mirrored it). */
  expandFrom: Readonly<Record<string, CollectionName>>;
  /** Undefined for a row mirrored without its target (a ratings list brings fewer fields). */
  read: (raw: Record<string, unknown>) => ReportedItem | undefined;
}

type Raw = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const expanded = (raw: Raw, key: string): Raw | undefined => (raw.expand as Raw | undefined)?.[key] as Raw | undefined;
const scoresOf = (raw: Raw, keys: readonly ScoreName[]) =>
  keys.filter((key) => typeof raw[key] === 'number').map((key) => ({ key, value: raw[key] as number }));

const programName = (p: Raw) => str(p.specialization_pathway) || str(p.discipline_major);

/** The relation `field`'s expanded record as a target, or undefined when the row came without it. */
function targetOf(
  raw: Raw,
  field: string,
  kind: ReportTarget['kind'],
  name: (target: Raw) => string,
): ReportTarget | undefined {
  const target = expanded(raw, field);
  if (!target || !str(raw[field])) return undefined;
  return {
    kind,
    id: str(raw[field]),
    name: name(target),
    ...(kind === 'institution' ? { nameAr: str(target.name_ar) } : {}),
  };
}

const institutionName = (target: Raw) => str(target.name);

function rating(
  raw: Raw,
  target: ReportTarget | undefined,
  keys: readonly ScoreName[],
  course?: string,
): ReportedItem | undefined {
  return target && { kind: 'rating', review: str(raw.review), course, scores: scoresOf(raw, keys), target };
}

export const REPORTED_QUERIES: Readonly<Record<ReportType, Query>> = {
  'institution-rating': {
    collection: COLLECTIONS.institutionRatings,
    fields: [
      'id',
      'institution',
      'review',
      ...INSTITUTION_SCORES,
      'expand.institution.name',
      'expand.institution.name_ar',
    ].join(','),
    expand: 'institution',
    expandFrom: { institution: COLLECTIONS.institutionsSearch },
    read: (raw) => rating(raw, targetOf(raw, 'institution', 'institution', institutionName), INSTITUTION_SCORES),
  },
  'program-rating': {
    collection: COLLECTIONS.programRatings,
    fields: [
      'id',
      'program',
      'review',
      ...PROGRAM_SCORES,
      'expand.program.discipline_major',
      'expand.program.specialization_pathway',
    ].join(','),
    expand: 'program',
    expandFrom: { program: COLLECTIONS.programs },
    read: (raw) => rating(raw, targetOf(raw, 'program', 'program', programName), PROGRAM_SCORES),
  },
  'instructor-rating': {
    collection: COLLECTIONS.instructorRatings,
    fields: 'id,instructor,course,overall_quality,difficulty,review,expand.instructor.name',
    expand: 'instructor',
    expandFrom: { instructor: COLLECTIONS.instructors },
    read: (raw) =>
      rating(
        raw,
        targetOf(raw, 'instructor', 'instructor', (target) => str(target.name)),
        INSTRUCTOR_SCORES,
        str(raw.course),
      ),
  },
  'rating-reply': {
    collection: COLLECTIONS.ratingReplies,
    fields: 'id,instructor,body,edited,expand.instructor.name',
    expand: 'instructor',
    expandFrom: { instructor: COLLECTIONS.instructors },
    read: (raw) => {
      const target = targetOf(raw, 'instructor', 'instructor', (instructor) => str(instructor.name));
      return target && { kind: 'reply', body: str(raw.body), edited: raw.edited === true, target };
    },
  },
  instructors: {
    collection: COLLECTIONS.instructors,
    fields: 'id,name,department,institution,expand.institution.name,expand.institution.name_ar',
    expand: 'institution',
    expandFrom: { institution: COLLECTIONS.institutionsSearch },
    read: (raw) => {
      const institution = targetOf(raw, 'institution', 'institution', institutionName);
      return (
        institution && {
          kind: 'instructor',
          name: str(raw.name),
          department: str(raw.department),
          institution,
          target: { kind: 'instructor', id: str(raw.id), name: str(raw.name) },
        }
      );
    },
  },
};
