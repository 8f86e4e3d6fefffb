// Offline searches over what the mirror holds, with the server's engine (contract/search-engine): the same
// rows give the same records in the same order online and offline. Reading thousands of records from
// IndexedDB and indexing them is the slow part on a phone (docs/benchmarks.md), so each kind's index is built
// once, only when a search of that kind needs it, and dropped whenever the mirror writes that collection. The
// engine's code loads with the first such search, not with the app.
import type { SearchIndex, SearchKind } from '@/domain/search-rank';
import { COLLECTIONS } from '@/domain/collections';
import { onRecordsWritten, readCollection, readList, type Row } from './mirror-store';

type Engine = typeof import('@/domain/search-rank');
let engine: Promise<Engine> | undefined;

/** The engine's module, loaded on first use. */
export function loadSearchEngine(): Promise<Engine> {
  engine ??= import('@/domain/search-rank');
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

const INSTITUTIONS = COLLECTIONS.institutionsSearch;

/** The engine's kind of each searched read model. */
export const SEARCH_KIND_OF: Readonly<Record<string, SearchKind>> = {
  [INSTITUTIONS]: 'institution',
  [COLLECTIONS.programsSearch]: 'program',
  [COLLECTIONS.instructorsSearch]: 'instructor',
};

const indexes = new Map<string, Promise<SearchIndex<Row>>>();
let listening = false;

function ensureListening() {
  if (listening) return;
  listening = true;
  onRecordsWritten((collection) => {
    // The institutions list also names the institutions of the other kinds' rows (withInstitutionNames).
    if (collection === INSTITUTIONS) indexes.clear();
    else indexes.delete(collection);
  });
}

/** The rows a kind's offline search runs over: the whole institutions list, or every mirrored row. */
async function readRows(collection: string, { withInstitutionNames }: Engine): Promise<Row[]> {
  const list = (await readList(INSTITUTIONS))?.rows ?? [];
  if (collection === INSTITUTIONS) return list as Row[];
  const institutions = new Map(list.map((row) => [String(row.id), row]));
  const records = await readCollection(collection);
  return records.map((record) =>
    withInstitutionNames(record.data as Row, institutions.get(String(record.data.institution_id))),
  );
}

/** The engine's index over what the mirror holds of `collection` (one of SEARCH_KIND_OF's), built once. */
export function localIndex(collection: string): Promise<SearchIndex<Row>> {
  ensureListening();
  let index = indexes.get(collection);
  if (!index) {
    const start = performance.now();
    index = loadSearchEngine().then(async (module) => {
      const rows = await readRows(collection, module);
      const kind = SEARCH_KIND_OF[collection];
      if (!kind) throw new Error(`no search over ${collection}`);
      const built = module.buildIndex(kind, rows);
      performance.measure('rayek:local-index', {
        start,
        end: performance.now(),
        detail: { collection, size: rows.length },
      });
      return built;
    });
    indexes.set(collection, index);
    index.catch(() => indexes.delete(collection));
  }
  return index;
}

export interface LocalSearch<T> {
  collection: string;
  /** "": no search, every mirrored row (a ranked list). */
  text: string;
  /** The other filters (institution, sector…), applied to each row. */
  where?: (row: T) => boolean;
  /** The list's order, given the matches (in the engine's order) or the filtered rows. */
  order?: (rows: T[]) => T[];
}

export interface LocalAnswer<T> {
  /** Every match, in the engine's order. */
  rows: T[];
  /** How many rows the search ran over (none: the mirror holds nothing of the kind). */
  searched: number;
}

/**
 * Every mirrored row matching the text and filters, in the engine's order (a text the engine does not search
 * finds nothing) or in `order`'s; without a text, every mirrored row the filters keep, in `order`'s. Its duration is recorded as the User Timing measure `rayek:local-search` (read by the
 * offline benchmark in e2e/browse).
 */
export async function searchLocal<T extends Row>({
  collection,
  text,
  where,
  order,
}: LocalSearch<T>): Promise<LocalAnswer<T>> {
  const start = performance.now();
  const [index, { searchIndex }] = await Promise.all([localIndex(collection), loadSearchEngine()]);
  const typed = index as unknown as SearchIndex<T>;
  const found =
    text === ''
      ? where
        ? typed.records.filter(where)
        : [...typed.records]
      : searchIndex(typed, text, where ? { filter: where } : undefined).items;
  const rows = order ? order(found) : found;
  performance.measure('rayek:local-search', { start, end: performance.now(), detail: { collection, query: text } });
  return { rows, searched: index.records.length };
}
