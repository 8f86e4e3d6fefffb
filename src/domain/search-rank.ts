// The app's side of contract/search.js: rows keyed by their folded texts, and the rows a text finds among them,
// in the contract's order. The offline search (lib/mirror/local-search.ts) runs it over the mirror; the
// server's search routes answer the same rows in the same order from their trigram indexes.
import { compareSearchEntries, isSearchableQuery, keyMatches, searchKey } from '@contract/search.js';
import { foldSearchText } from './search-text';

export interface KeyedRow<T> {
  row: T;
  /** The row's searched texts, folded and joined (contract/search.js searchKey). */
  key: string;
  id: string;
}

export function keyRow<T extends { id: string }>(row: T, fields: readonly string[]): KeyedRow<T> {
  const texts = fields.map((field) => foldSearchText(String((row as Record<string, unknown>)[field] ?? '')));
  return { row, key: searchKey(texts), id: row.id };
}

/**
 * The rows whose key holds the folded `text` and that pass `where`, ordered by key then id. A text the server
 * refuses (fewer than three or more than a hundred folded characters) finds nothing.
 */
export function rankMatches<T>(entries: readonly KeyedRow<T>[], text: string, where?: (row: T) => boolean): T[] {
  const query = foldSearchText(text);
  if (!isSearchableQuery(query)) return [];
  const matches = entries.filter((entry) => keyMatches(entry.key, query) && (!where || where(entry.row)));
  return matches.sort(compareSearchEntries).map((entry) => entry.row);
}
