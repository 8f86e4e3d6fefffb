// The institutions page searches the stored list in a worker (lib/mirror/search-worker.ts), or on the main thread
// where no worker runs (lib/mirror/worker-search.ts): either way its answers are the engine's over the same
// rows, in the engine's order, and a keystroke after the first search reuses the worker's index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex, searchIndex } from '@contract/search-engine/index.js';
import type { WorkerSearchAnswer, WorkerSearchRequest } from '@/lib/mirror/search-worker';
import { searchRows } from '@/lib/mirror/worker-search';
import { referenceInstitutions } from '../../scripts/bench/search-corpus.mjs';

const rows = referenceInstitutions().map(({ programs: _programs, kind: _kind, ...row }) => ({
  ...row,
  sector: 'PUBLIC',
})) as Record<string, unknown>[];
const fullIndex = buildIndex('institution', rows);
const engine = (text: string, over = rows) =>
  searchIndex(over === rows ? fullIndex : buildIndex('institution', over), text).items;
const TEXTS = ['Informatique', 'ENSIT', 'معهد', 'ingenieurs sfax', 'medecine tunis'];

const scope = globalThis as unknown as { self?: unknown };
const previousSelf = scope.self;
afterAll(() => {
  scope.self = previousSelf;
});

/** The worker's message handler, run here: what it posts back for each request. */
let handle: (request: WorkerSearchRequest) => WorkerSearchAnswer | undefined;
beforeAll(async () => {
  let listener: ((event: { data: WorkerSearchRequest }) => void) | undefined;
  let posted: WorkerSearchAnswer | undefined;
  scope.self = {
    addEventListener: (_type: string, fn: typeof listener) => (listener = fn),
    postMessage: (answer: WorkerSearchAnswer) => (posted = answer),
  };
  await import('@/lib/mirror/search-worker');
  handle = (request) => {
    posted = undefined;
    listener?.({ data: request });
    return posted;
  };
});

describe('the search worker', () => {
  it("answers each text with the positions of the engine's matches, in its order, building the index once per list", () => {
    for (const [k, text] of TEXTS.entries()) {
      // The rows go with the first request of the list only; later ones send the text alone.
      const answer = handle({ id: k, kind: 'institution', list: 1, rows: k === 0 ? rows : undefined, text });
      expect(answer?.id).toBe(k);
      expect(answer?.positions?.map((p) => rows[p])).toEqual(engine(text));
      expect(answer?.positions?.length).toBeGreaterThan(0);
    }
  });

  it('replaces its index with a new list, and says so when asked about a list it no longer holds', () => {
    const fewer = rows.slice(0, 40);
    const answer = handle({ id: 10, kind: 'institution', list: 2, rows: fewer, text: 'Institut' });
    expect(answer?.positions?.map((p) => fewer[p])).toEqual(engine('Institut', fewer));
    expect(handle({ id: 11, kind: 'institution', list: 1, text: 'Institut' })?.positions).toBeNull();
  });
});

describe('searchRows without a worker (the main thread runs the engine)', () => {
  it("gives the engine's matches in its order", async () => {
    expect(typeof Worker).toBe('undefined');
    for (const text of TEXTS) expect(await searchRows('institution', rows, text)).toEqual(engine(text));
  });
});
