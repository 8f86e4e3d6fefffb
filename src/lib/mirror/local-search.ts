// Offline searches over what the mirror holds. Reading thousands of records from IndexedDB for every keystroke
// would be slow on a phone, so each searched collection is loaded once into memory with its texts already
// folded (domain/search-text.ts), and dropped whenever the cache writes that collection.
import { foldSearchText } from '@/domain/search-text';
import { onRecordsWritten, readCollection, type Row } from './cache';

export interface IndexedRow<T> {
  row: T;
  /** The row's searchable texts, folded. */
  texts: string[];
}

const indexes = new Map<string, Promise<IndexedRow<Row>[]>>();
let listening = false;

function ensureListening() {
  if (listening) return;
  listening = true;
  onRecordsWritten((collection) => {
    for (const key of indexes.keys()) if (key.startsWith(`${collection}|`)) indexes.delete(key);
  });
}

/**
 * The cached rows of `collection` with their folded `fields` (e.g. name, name_ar). Rows keep every cached
 * field; the index is shared by every search of the same collection and fields.
 */
export function localIndex(collection: string, fields: readonly string[]): Promise<IndexedRow<Row>[]> {
  ensureListening();
  const key = `${collection}|${fields.join(',')}`;
  let index = indexes.get(key);
  if (!index) {
    const start = performance.now();
    index = readCollection(collection).then((records) => {
      const entries = records.map((record) => ({
        row: record.data as Row,
        texts: fields.map((field) => foldSearchText(String(record.data[field] ?? ''))),
      }));
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
  compare?: (a: T, b: T) => number;
}

/**
 * Every cached row matching the text and filters, sorted. Its duration is recorded as the User Timing measure
 * `rayek:local-search` (read by the offline benchmark in e2e/browse).
 */
export async function searchLocal<T extends Row>({ collection, fields, text, where, compare }: LocalSearch<T>): Promise<T[]> {
  const start = performance.now();
  const index = (await localIndex(collection, fields)) as IndexedRow<T>[];
  const query = foldSearchText(text);
  const matches: T[] = [];
  for (const entry of index) {
    if (query !== '' && !entry.texts.some((t) => t.includes(query))) continue;
    if (where && !where(entry.row)) continue;
    matches.push(entry.row);
  }
  if (compare) matches.sort(compare);
  performance.measure('rayek:local-search', { start, end: performance.now(), detail: { collection, query } });
  return matches;
}
