// Offline searches over what the mirror holds. Reading thousands of records from IndexedDB for every keystroke
// would be slow on a phone, so each searched collection is loaded once into memory with its texts already
// folded and keyed (domain/search-rank.ts), and dropped whenever the cache writes that collection. Matching and
// order are the contract's (contract/search.js), as on the server.
import { keyRow, rankMatches, type KeyedRow } from '@/domain/search-rank';
import { onRecordsWritten, readCollection, type Row } from './cache';

const indexes = new Map<string, Promise<KeyedRow<Row>[]>>();
let listening = false;

function ensureListening() {
  if (listening) return;
  listening = true;
  onRecordsWritten((collection) => {
    for (const key of indexes.keys()) if (key.startsWith(`${collection}|`)) indexes.delete(key);
  });
}

/**
 * The cached rows of `collection` keyed by their folded `fields` (contract/search.js SEARCH_FIELDS). Rows keep
 * every cached field; the index is shared by every search of the same collection and fields.
 */
export function localIndex(collection: string, fields: readonly string[]): Promise<KeyedRow<Row>[]> {
  ensureListening();
  const key = `${collection}|${fields.join(',')}`;
  let index = indexes.get(key);
  if (!index) {
    const start = performance.now();
    index = readCollection(collection).then((records) => {
      const entries = records.map((record) => keyRow(record.data as Row, fields));
      performance.measure('rayek:local-index', { start, end: performance.now(), detail: { collection, size: entries.length } });
      return entries;
    });
    indexes.set(key, index);
    index.catch(() => indexes.delete(key));
  }
  return index;
}

export interface LocalSearch<T> {
  collection: string;
  fields: readonly string[];
  text: string;
  /** The other filters (institution, sector…), applied to each row. */
  where?: (row: T) => boolean;
}

/**
 * Every cached row matching the text and filters, in the contract's order. Its duration is recorded as the User Timing measure
 * `rayek:local-search` (read by the offline benchmark in e2e/browse).
 */
export async function searchLocal<T extends Row>({ collection, fields, text, where }: LocalSearch<T>): Promise<T[]> {
  const start = performance.now();
  const index = (await localIndex(collection, fields)) as KeyedRow<T>[];
  const matches = rankMatches(index, text, where);
  performance.measure('rayek:local-search', { start, end: performance.now(), detail: { collection, query: text } });
  return matches;
}
