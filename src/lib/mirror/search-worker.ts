// The search engine (contract/search-engine) in a worker: building an index runs every record's names through
// folding, transliteration and typo deletions, 100-400 ms for the ~200 institutions on a mid-range phone, in one
// piece that cannot be cut. Here it blocks neither the first render nor a keystroke (Lighthouse counted it as
// most of the institutions search page's Total Blocking Time). Answers are positions in the rows the page
// sent, so no record is copied back. lib/mirror/worker-search.ts is the page's side.
import { buildIndex, searchIndex, type SearchIndex, type SearchKind } from '@/domain/search-rank';

export interface WorkerSearchRequest {
  /** Answered with the same id. */
  id: number;
  kind: SearchKind;
  /** Which rows: a new list replaces the kind's index. */
  list: number;
  /** The rows, the first time this list is searched only. */
  rows?: readonly Record<string, unknown>[];
  text: string;
}

export interface WorkerSearchAnswer {
  id: number;
  /** The matches' positions in the list, in the engine's order; null: the worker no longer holds the list. */
  positions: number[] | null;
}

type Row = Record<string, unknown> & { __position: number };
// One index per kind: the latest list only (a page searches one list at a time).
const indexes = new Map<SearchKind, { list: number; index: SearchIndex<Row> }>();

self.addEventListener('message', (event: MessageEvent<WorkerSearchRequest>) => {
  const { id, kind, list, rows, text } = event.data;
  let held = indexes.get(kind);
  if (rows && held?.list !== list) {
    held = {
      list,
      index: buildIndex(
        kind,
        rows.map((row, position) => ({ ...row, __position: position })),
      ),
    };
    indexes.set(kind, held);
  }
  const answer: WorkerSearchAnswer = {
    id,
    positions: held?.list === list ? searchIndex(held.index, text).items.map((row) => row.__position) : null,
  };
  self.postMessage(answer);
});
