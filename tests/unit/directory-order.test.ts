// The offline order of an institution's lists (src/domain/directory.ts) is the server's (lib/directory/institution-directory.js):
// "best rated" puts records under the minimum number of ratings after those with it, then score, number, id.
import { describe, expect, test } from 'vitest';
import { BEST_RATED_MIN_REVIEWS, directorySort, orderDirectory, type DirectoryEntry } from '@/domain/directory';

const rows: DirectoryEntry[] = [
  { id: 'a', name: 'Zied', score: 5, reviews: 1 },
  { id: 'b', name: 'Amel', score: 4, reviews: BEST_RATED_MIN_REVIEWS },
  { id: 'c', name: 'Béchir', score: 4, reviews: BEST_RATED_MIN_REVIEWS + 2 },
  { id: 'd', name: 'chokri', score: 0, reviews: 0 },
  { id: 'e', name: 'Amel', score: 4, reviews: BEST_RATED_MIN_REVIEWS },
];
const ids = (sorted: DirectoryEntry[]) => sorted.map((r) => r.id).join('');

describe('orderDirectory', () => {
  test('best rated: the minimum first, then score, number of ratings and id', () => {
    expect(ids(orderDirectory(rows, 'best', (r) => r))).toBe('cbead');
  });
  test('most reviewed, then score and id', () => {
    expect(ids(orderDirectory(rows, 'reviews', (r) => r))).toBe('cbead');
    expect(ids(orderDirectory([rows[3]!, rows[0]!], 'reviews', (r) => r))).toBe('ad');
  });
  test('by name: case and accents do not matter, id breaks ties', () => {
    expect(ids(orderDirectory(rows, 'name', (r) => r))).toBe('becda');
  });
  test('an unknown sort is the default', () => {
    expect(directorySort('random')).toBe('best');
    expect(directorySort('name')).toBe('name');
  });
});
