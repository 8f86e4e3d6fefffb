// What a page's HTML was served with (src/lib/mirror/served-page.ts): served records by collection and id, and a search
// page's answer, given only to the search it answers and only while the page is fresh; anything malformed is
// ignored (the page then behaves as one served without them).
import { describe, expect, it } from 'vitest';
import {
  readServedPage,
  SERVED_SEARCH_FRESH_MS,
  servedSearch,
  servedRecord,
  servedRecords,
} from '@/lib/mirror/served-page';

const answer = {
  page: 1,
  perPage: 20,
  totalItems: -1,
  totalPages: -1,
  items: [{ id: 'aaaaaaaaaaaaaaa', name: 'Amira' }],
};
const search = { search: 'instructors_search', query: { q: 'Amira', institution: '', page: 1 }, answer };
const place = {
  collection: 'institutions',
  id: 'iiiiiiiiiiiiiii',
  data: { id: 'iiiiiiiiiiiiiii', name: 'ISI', name_ar: 'المعهد' },
};

describe("a served search page's data", () => {
  it('answers exactly its search: collection, text, institution and page', () => {
    readServedPage(JSON.stringify([search, place]), 1_000);
    expect(servedSearch('instructors_search', { q: 'Amira', page: 1 }, 1_000)).toEqual({
      rows: answer.items,
      fetchedAt: 1_000,
    });
    expect(servedSearch('instructors_search', { q: 'Amira', institution: '', page: 1 }, 1_000)?.rows).toEqual(
      answer.items,
    );
    expect(servedSearch('programs_search', { q: 'Amira', page: 1 }, 1_000)).toBeUndefined();
    expect(servedSearch('instructors_search', { q: 'amira', page: 1 }, 1_000)).toBeUndefined();
    expect(servedSearch('instructors_search', { q: 'Amira', page: 2 }, 1_000)).toBeUndefined();
    expect(
      servedSearch('instructors_search', { q: 'Amira', institution: 'iiiiiiiiiiiiiii', page: 1 }, 1_000),
    ).toBeUndefined();
    expect(servedRecords('institutions')).toEqual([{ data: place.data, fetchedAt: 1_000 }]);
    expect(servedRecord('institutions', place.id)?.data).toEqual(place.data);
  });

  it('stands in for the network only while the page is fresh', () => {
    readServedPage(JSON.stringify([search]), 1_000);
    expect(servedSearch('instructors_search', { q: 'Amira', page: 1 }, 1_000 + SERVED_SEARCH_FRESH_MS)).toBeDefined();
    expect(servedSearch('instructors_search', { q: 'Amira', page: 1 }, 1_001 + SERVED_SEARCH_FRESH_MS)).toBeUndefined();
  });

  it('is ignored when malformed, and so is a page served without any', () => {
    for (const bad of [
      { ...search, answer: { items: [{ name: 'no id' }] } },
      { ...search, answer: {} },
      { ...search, query: { q: 'Amira', page: '1', institution: '' } },
      { ...search, query: { q: 'Amira', page: 1 } },
      { search: 'instructors_search', answer },
    ]) {
      readServedPage(JSON.stringify([bad]), 1_000);
      expect(servedSearch('instructors_search', { q: 'Amira', page: 1 }, 1_000), JSON.stringify(bad)).toBeUndefined();
    }
    readServedPage('not json', 1_000);
    expect(servedSearch('instructors_search', { q: 'Amira', page: 1 }, 1_000)).toBeUndefined();
    readServedPage(undefined, 1_000);
    expect(servedRecords('institutions')).toEqual([]);
  });
});
