// A search of rows the page already holds (the institutions list), by the engine in lib/mirror/search-worker.ts,
// off the main thread; where a worker cannot run (no Worker, or its script failed to load) the same engine
// runs here instead, with the same answers. The worker keeps each kind's latest index, so a keystroke sends
// only the text.
import { useEffect, useState } from 'react';
import type { SearchIndex, SearchKind } from '@/domain/search-rank';
import { loadSearchEngine } from './local-search';
import type { WorkerSearchAnswer, WorkerSearchRequest } from './search-worker';

type Rows = readonly Record<string, unknown>[];

/** undefined: not started yet; null: no worker here (the engine runs on the main thread). */
let worker: Worker | null | undefined;
const waiting = new Map<number, { resolve: (positions: number[]) => void; reject: (error: Error) => void }>();
let nextId = 0;
/** A number per rows array, and the one each kind's index in the worker was built from. */
const listIds = new WeakMap<Rows, number>();
let nextList = 0;
const sentList = new Map<SearchKind, number>();

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker !== 'function') return (worker = null);
  try {
    worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (worker = null);
  }
  worker.addEventListener('message', (event: MessageEvent<WorkerSearchAnswer>) => {
    const { id, positions } = event.data;
    const pending = waiting.get(id);
    waiting.delete(id);
    if (positions) pending?.resolve(positions);
    else pending?.reject(new Error('search worker: list not held'));
  });
  worker.addEventListener('error', () => {
    // The worker's script did not load or run: every search from now on (and those waiting) runs here.
    worker?.terminate();
    worker = null;
    for (const pending of waiting.values()) pending.reject(new Error('search worker failed'));
    waiting.clear();
  });
  return worker;
}

const localIndexes = new WeakMap<Rows, SearchIndex<Record<string, unknown>>>();

async function positionsHere(kind: SearchKind, rows: Rows, text: string): Promise<number[]> {
  const { buildIndex, searchIndex } = await loadSearchEngine();
  let index = localIndexes.get(rows);
  if (!index) {
    index = buildIndex(kind, rows);
    localIndexes.set(rows, index);
  }
  const position = new Map(rows.map((row, i) => [row, i]));
  return searchIndex(index, text).items.map((row) => position.get(row) ?? -1);
}

function positionsInWorker(target: Worker, kind: SearchKind, rows: Rows, text: string): Promise<number[]> {
  let list = listIds.get(rows);
  if (list === undefined) {
    list = ++nextList;
    listIds.set(rows, list);
  }
  const request: WorkerSearchRequest = { id: ++nextId, kind, list, text };
  if (sentList.get(kind) !== list) {
    request.rows = rows;
    sentList.set(kind, list);
  }
  return new Promise((resolve, reject) => {
    waiting.set(request.id, { resolve, reject });
    target.postMessage(request);
  });
}

/** Every row of `rows` matching `text`, in the engine's order (as searchIndex answers without a filter). */
export async function searchRows<T extends Record<string, unknown>>(
  kind: SearchKind,
  rows: readonly T[],
  text: string,
): Promise<T[]> {
  const target = startWorker();
  let positions: number[];
  try {
    positions = target ? await positionsInWorker(target, kind, rows, text) : await positionsHere(kind, rows, text);
  } catch {
    sentList.clear();
    positions = await positionsHere(kind, rows, text);
  }
  return positions.flatMap((p) => (rows[p] ? [rows[p]] : []));
}

/**
 * The rows matching `text` (in the engine's order) once the engine has answered; until then the previous
 * answer of this view (a keystroke keeps the results on screen for the few milliseconds of the next), or null
 * before the first. `text` "" asks nothing.
 */
export function useSearchRows<T extends Record<string, unknown>>(
  kind: SearchKind,
  rows: readonly T[] | undefined,
  text: string,
): T[] | null {
  const [answer, setAnswer] = useState<T[] | null>(null);
  useEffect(() => {
    if (!rows || text === '') return;
    let current = true;
    searchRows(kind, rows, text).then(
      (found) => {
        if (current) setAnswer(found);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [kind, rows, text]);
  return answer;
}
