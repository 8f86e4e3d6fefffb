// The seeds a page's HTML brings (src/lib/mirror/server-seed.ts): record seeds by collection and id, and a search
// page's answer, given only to the search it answers and only while the page is fresh; anything malformed is
// ignored (the page then behaves as one without seeds).
import { describe, expect, it } from 'vitest';
import {
  readServerSeeds,
  SEARCH_SEED_FRESH_MS,
  serverSearchSeed,
  serverSeed,
  serverSeeds,
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

describe('a search page seed', () => {
  it('answers exactly its search: collection, text, institution and page', () => {
    readServerSeeds(JSON.stringify([search, place]), 1_000);
    expect(serverSearchSeed('instructors_search', { q: 'Amira', page: 1 }, 1_000)).toEqual({
      rows: answer.items,
      fetchedAt: 1_000,
    });
    expect(serverSearchSeed('instructors_search', { q: 'Amira', institution: '', page: 1 }, 1_000)?.rows).toEqual(
      answer.items,
    );
    expect(serverSearchSeed('programs_search', { q: 'Amira', page: 1 }, 1_000)).toBeUndefined();
    expect(serverSearchSeed('instructors_search', { q: 'amira', page: 1 }, 1_000)).toBeUndefined();
    expect(serverSearchSeed('instructors_search', { q: 'Amira', page: 2 }, 1_000)).toBeUndefined();
    expect(
      serverSearchSeed('instructors_search', { q: 'Amira', institution: 'iiiiiiiiiiiiiii', page: 1 }, 1_000),
    ).toBeUndefined();
    expect(serverSeeds('institutions')).toEqual([{ data: place.data, fetchedAt: 1_000 }]);
    expect(serverSeed('institutions', place.id)?.data).toEqual(place.data);
  });

  it('stands in for the network only while the page is fresh', () => {
    readServerSeeds(JSON.stringify([search]), 1_000);
    expect(serverSearchSeed('instructors_search', { q: 'Amira', page: 1 }, 1_000 + SEARCH_SEED_FRESH_MS)).toBeDefined();
    expect(
      serverSearchSeed('instructors_search', { q: 'Amira', page: 1 }, 1_001 + SEARCH_SEED_FRESH_MS),
    ).toBeUndefined();
  });

  it('is ignored when malformed, and so is a page without seeds', () => {
    for (const bad of [
      { ...search, answer: { items: [{ name: 'no id' }] } },
      { ...search, answer: {} },
      { ...search, query: { q: 'Amira', page: '1', institution: '' } },
      { ...search, query: { q: 'Amira', page: 1 } },
      { search: 'instructors_search', answer },
    ]) {
      readServerSeeds(JSON.stringify([bad]), 1_000);
      expect(
        serverSearchSeed('instructors_search', { q: 'Amira', page: 1 }, 1_000),
        JSON.stringify(bad),
      ).toBeUndefined();
    }
    readServerSeeds('not json', 1_000);
    expect(serverSearchSeed('instructors_search', { q: 'Amira', page: 1 }, 1_000)).toBeUndefined();
    readServerSeeds(undefined, 1_000);
    expect(serverSeeds('institutions')).toEqual([]);
  });
});
