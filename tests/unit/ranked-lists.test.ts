// The list pages' sort and filters (domain/ranked-lists.ts, domain/browse-search.ts): what the URL may say, what
// the filters keep and the order over mirrored rows, which must be the server's (lib/directory/ranked-lists.js) for
// the same rows: "best rated" puts rows under the minimum number of ratings after those with it; a search without a
// chosen sort keeps the engine's order.
import { describe, expect, test } from 'vitest';
import { DIRECTORY_PAGE_SIZE } from '@contract/directory.js';
import { SEARCH_PAGE_SIZE } from '@contract/search.js';
import { parseInstitutionSearch, parseInstructorSearch, parseProgramSearch } from '@/domain/browse-search';
import { BEST_RATED_MIN_REVIEWS } from '@/domain/directory';
import {
  hasDegree,
  institutionEntry,
  instructorEntry,
  orderList,
  programEntry,
  shownSort,
} from '@/domain/ranked-lists';

const instructors = [
  { id: 'once', name: 'Zied', avg_overall_quality: 5, review_count: 1 },
  { id: 'three', name: 'Amel', avg_overall_quality: 3, review_count: BEST_RATED_MIN_REVIEWS },
  { id: 'four', name: 'Béchir', avg_overall_quality: 4, review_count: BEST_RATED_MIN_REVIEWS + 1 },
  { id: 'none', name: 'chokri', avg_overall_quality: 0, review_count: 0 },
];
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

describe('the URL', () => {
  test('a known sort and degree are kept; anything else is dropped, not an error', () => {
    expect(parseInstructorSearch({ sort: 'reviews', institution: 'abcdefghijklmno' })).toEqual({
      sort: 'reviews',
      institution: 'abcdefghijklmno',
    });
    expect(parseInstructorSearch({ sort: 'random', degree: 'ING' })).toEqual({});
    expect(parseProgramSearch({ sort: 'name', degree: 'ING', q: 'info' })).toEqual({
      sort: 'name',
      degree: 'ING',
      q: 'info',
    });
    expect(parseProgramSearch({ degree: 'Licence' })).toEqual({});
    expect(parseInstitutionSearch({ sort: 'best', governorate: 'Sfax' })).toEqual({
      sort: 'best',
      governorate: 'Sfax',
    });
    expect(parseInstitutionSearch({ sort: ['best'] })).toEqual({});
  });
});

describe('the order', () => {
  test('best rated by default: the single 5/5 comes after those with the minimum number of ratings', () => {
    expect(ids(orderList(instructors, undefined, false, instructorEntry))).toEqual(['four', 'three', 'once', 'none']);
    expect(ids(orderList(instructors, 'best', true, instructorEntry))).toEqual(['four', 'three', 'once', 'none']);
  });

  test('a search without a chosen sort keeps the order it came in (best match)', () => {
    expect(ids(orderList(instructors, undefined, true, instructorEntry))).toEqual(['once', 'three', 'four', 'none']);
    expect(shownSort(undefined, true)).toBe('');
    expect(shownSort(undefined, false)).toBe('best');
    expect(shownSort('name', true)).toBe('name');
  });

  test('most reviewed; by name (case and accents do not count)', () => {
    expect(ids(orderList(instructors, 'reviews', false, instructorEntry))).toEqual(['four', 'three', 'once', 'none']);
    expect(ids(orderList(instructors, 'name', false, instructorEntry))).toEqual(['three', 'four', 'none', 'once']);
  });

  test('programs by the name shown (specialization, else discipline); institutions by the name in the language', () => {
    const programs = [
      { id: 'p1', discipline_major: 'Biologie', specialization_pathway: '', overall_rating: 0, review_count: 0 },
      {
        id: 'p2',
        discipline_major: 'Zoologie',
        specialization_pathway: 'Anatomie',
        overall_rating: 0,
        review_count: 0,
      },
    ];
    expect(ids(orderList(programs, 'name', false, programEntry))).toEqual(['p2', 'p1']);
    const institutions = [
      { id: 'i1', name: 'Alpha', name_ar: 'ي', overall_rating: 0, review_count: 0 },
      { id: 'i2', name: 'Beta', name_ar: 'ا', overall_rating: 0, review_count: 0 },
    ];
    expect(ids(orderList(institutions, 'name', false, institutionEntry(false)))).toEqual(['i1', 'i2']);
    expect(ids(orderList(institutions, 'name', false, institutionEntry(true)))).toEqual(['i2', 'i1']);
  });
});

describe('the filters', () => {
  test('a kind of degree is the stored text of its code; a row without a degree is of none', () => {
    expect(hasDegree({ degree: "Diplôme national d'ingénieur" }, 'ING')).toBe(true);
    expect(hasDegree({ degree: 'Licence' }, 'ING')).toBe(false);
    expect(hasDegree({}, 'L')).toBe(false);
  });

  test('the ranked route and the search route answer pages of the same size', () => {
    expect(DIRECTORY_PAGE_SIZE).toBe(SEARCH_PAGE_SIZE);
  });
});
