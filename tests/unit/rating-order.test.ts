// The ratings lists' sort and filter: what the URL may say (anything else is the default, never an error), what
// the app asks the server for, and the same order over mirrored ratings offline (the API test rating-order.test.ts
// checks the server gives exactly this order).
import { describe, expect, it } from 'vitest';
import {
  parseInstitutionPageSearch,
  parseInstructorPageSearch,
  parseProgramPageSearch,
} from '@/domain/rating-list-search';
import {
  compareRatings,
  knownEnrolment,
  orderFields,
  orderMirroredRatings,
  parseCourseCounts,
  pocketBaseSort,
} from '@/domain/rating-order';

describe('URL search params', () => {
  it('keep a known sort and drop the default one', () => {
    expect(parseInstitutionPageSearch({ sort: 'helpful' })).toEqual({ sort: 'helpful' });
    expect(parseInstitutionPageSearch({ sort: 'lowest' })).toEqual({ sort: 'lowest' });
    expect(parseInstitutionPageSearch({ sort: 'newest' })).toEqual({});
  });

  it('fall back to the default for unknown or malformed values', () => {
    for (const sort of ['oldest', 'HIGHEST', '', 3, null, ['helpful'], { a: 1 }]) {
      expect(parseInstitutionPageSearch({ sort })).toEqual({});
    }
    expect(parseProgramPageSearch({ enrolment: 'graduated!', sort: 'best' })).toEqual({});
    // A status of the right shape passes the route; the page keeps only the contract's (knownEnrolment).
    expect(knownEnrolment(parseProgramPageSearch({ enrolment: 'EXPELLED' }).enrolment)).toBeUndefined();
    expect(knownEnrolment(parseProgramPageSearch({ enrolment: 'GRADUATED' }).enrolment)).toBe('GRADUATED');
    expect(parseInstructorPageSearch({ course: '   ', sort: 'helpful' })).toEqual({ sort: 'helpful' });
    expect(parseInstructorPageSearch({ course: 'x'.repeat(101) })).toEqual({});
  });

  it("keep each kind's own filter only", () => {
    expect(parseProgramPageSearch({ enrolment: 'GRADUATED', course: 'Analyse 1' })).toEqual({ enrolment: 'GRADUATED' });
    expect(parseInstructorPageSearch({ course: ' Analyse 1 ', enrolment: 'GRADUATED' })).toEqual({
      course: 'Analyse 1',
    });
    expect(parseInstitutionPageSearch({ course: 'Analyse 1', enrolment: 'GRADUATED' })).toEqual({});
    // The router parses a number-looking value as a number.
    expect(parseInstructorPageSearch({ course: 101 })).toEqual({ course: '101' });
  });
});

describe('what the server is asked for', () => {
  it('each sort ends newest then id, so the order is total', () => {
    expect(pocketBaseSort('institution_ratings')).toBe('-created,-id');
    expect(pocketBaseSort('institution_ratings', 'helpful')).toBe('-helpful_count,-created,-id');
    expect(pocketBaseSort('program_ratings', 'highest')).toBe('-overall_score,-created,-id');
    expect(pocketBaseSort('instructor_ratings', 'lowest')).toBe('overall_quality,-created,-id');
  });

  it('the mirrored rows carry what every sort reads', () => {
    expect(orderFields('instructor_ratings')).toEqual(['created', 'helpful_count', 'overall_quality']);
    expect(orderFields('institution_ratings')).toEqual(['created', 'helpful_count', 'overall_score']);
  });
});

describe('the order over mirrored ratings', () => {
  const at = (n: number) => `2026-03-0${n} 10:00:00.000Z`;
  const rows = [
    { id: 'a00000000000001', created: at(1), helpful_count: 3, overall_quality: 2, course: 'Analyse 1' },
    { id: 'a00000000000002', created: at(2), helpful_count: 0, overall_quality: 5, course: 'Réseaux' },
    { id: 'a00000000000003', created: at(2), helpful_count: 3, overall_quality: 5, course: 'Analyse 1' },
    { id: 'a00000000000004', created: at(3), helpful_count: 1, overall_quality: 2, course: 'Réseaux' },
    { id: 'a00000000000005', created: at(2), helpful_count: 0, overall_quality: 2, course: 'Analyse 1' },
  ];
  const ids = (list: { id: string }[]) => list.map((r) => r.id.slice(-1)).join('');

  it('newest first; equal times by id, highest first', () => {
    expect(ids(orderMirroredRatings(rows, 'instructor_ratings', undefined))).toBe('45321');
  });

  it('most helpful: helpful votes, then newest, then id', () => {
    expect(ids(orderMirroredRatings(rows, 'instructor_ratings', 'helpful'))).toBe('31452');
  });

  it('highest and lowest: the overall score, newest first among equals', () => {
    expect(ids(orderMirroredRatings(rows, 'instructor_ratings', 'highest'))).toBe('32451');
    expect(ids(orderMirroredRatings(rows, 'instructor_ratings', 'lowest'))).toBe('45132');
  });

  it('a filter keeps the exact value only, in the same order', () => {
    expect(
      ids(orderMirroredRatings(rows, 'instructor_ratings', 'lowest', { field: 'course', value: 'Analyse 1' })),
    ).toBe('513');
    expect(orderMirroredRatings(rows, 'instructor_ratings', 'lowest', { field: 'course', value: 'analyse 1' })).toEqual(
      [],
    );
  });

  it('is total: no two different ratings compare equal, whatever the sort', () => {
    for (const sort of ['newest', 'helpful', 'highest', 'lowest'] as const) {
      const compare = compareRatings('instructor_ratings', sort);
      for (const a of rows) for (const b of rows) if (a !== b) expect(compare(a, b)).not.toBe(0);
    }
  });

  it('does not change the list it was given', () => {
    const copy = rows.map((r) => r.id);
    orderMirroredRatings(rows, 'instructor_ratings', 'highest');
    expect(rows.map((r) => r.id)).toEqual(copy);
  });
});

describe('course counts', () => {
  it('read the JSON text of instructor_courses, leaving out anything malformed', () => {
    expect(parseCourseCounts('[{"course":"Analyse 1","count":7},{"course":"Réseaux","count":6}]')).toEqual([
      { course: 'Analyse 1', count: 7 },
      { course: 'Réseaux', count: 6 },
    ]);
    expect(parseCourseCounts('[{"course":"","count":2},{"course":"X","count":0},{"course":3,"count":1},null]')).toEqual(
      [],
    );
    expect(parseCourseCounts('not json')).toEqual([]);
    expect(parseCourseCounts(undefined)).toEqual([]);
    expect(parseCourseCounts('{"course":"X","count":1}')).toEqual([]);
  });
});
