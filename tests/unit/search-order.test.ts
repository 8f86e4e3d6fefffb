// The contract's order of search results (contract/search.js), which the server's `ORDER BY key, id` mirrors:
// SQLite compares TEXT byte by byte in UTF-8, i.e. by code point.
import { describe, expect, it } from 'vitest';
import { compareSearchEntries, compareText, isSearchableQuery, keyMatches, searchKey } from '@contract/search.js';
import { foldSearchText } from '@contract/search-engine/fold.js';

const sorted = (texts: string[]) => [...texts].sort(compareText);

describe('order of search results', () => {
  it('orders by code point, as SQLite orders UTF-8, not by UTF-16 unit', () => {
    // U+FB01 (a ligature, above the surrogates' range in UTF-16) comes before U+1D400 (a surrogate pair).
    expect(sorted(['\u{1d400}', '\ufb01', 'z'])).toEqual(['z', '\ufb01', '\u{1d400}']);
    // A plain JavaScript sort gets that last pair the other way round.
    expect(['\u{1d400}', '\ufb01'].sort()).toEqual(['\u{1d400}', '\ufb01']);
    expect(sorted(['b', 'ab', 'a', 'ا', 'é'])).toEqual(['a', 'ab', 'b', 'é', 'ا']);
  });

  it('breaks ties between equal keys by id', () => {
    const entries = [
      { key: 'amira', id: 'b00000000000000' },
      { key: 'amira', id: 'a00000000000000' },
      { key: 'amine', id: 'z00000000000000' },
    ];
    expect([...entries].sort(compareSearchEntries).map((e) => e.id)).toEqual([
      'z00000000000000',
      'a00000000000000',
      'b00000000000000',
    ]);
  });

  it('orders programs by their first text, then their second', () => {
    const key = (major: string, pathway: string) => searchKey([foldSearchText(major), foldSearchText(pathway)]);
    const rows = [key('Informatique de gestion', ''), key('Informatique', 'Réseaux'), key('Informatique', '')];
    expect(rows.sort(compareText)).toEqual([
      key('Informatique', ''),
      key('Informatique', 'Réseaux'),
      key('Informatique de gestion', ''),
    ]);
  });
});

describe('what a search matches', () => {
  it('matches within one text of a row, never across two', () => {
    const key = searchKey(['informatique', 'reseaux']);
    expect(keyMatches(key, 'que res')).toBe(false);
    expect(keyMatches(key, 'seau')).toBe(true);
  });

  it('searches only texts of 1 to 100 folded characters', () => {
    expect(isSearchableQuery('')).toBe(false);
    expect(isSearchableQuery('a')).toBe(true);
    expect(isSearchableQuery('a'.repeat(100))).toBe(true);
    expect(isSearchableQuery('a'.repeat(101))).toBe(false);
  });
});
