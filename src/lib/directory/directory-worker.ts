// The directory's sync off the main thread: the requests, the JSON parsing of a 2 MB snapshot, its decoding and the
// IndexedDB writes of 30,000 rows all happen here (on the page they blocked input for hundreds of milliseconds on a
// slow phone). The page gets the directory back a chunk of rows at a time (worker-protocol.ts).
import { DIRECTORY_KINDS, type Directory } from '@/domain/directory-sync';
import { AppDB, type DirectoryState } from '@/lib/db/app-db';
import { readDirectoryRows, readDirectoryState } from './directory-store';
import { runDirectorySync } from './sync-run';
import { ROWS_PER_MESSAGE, type FromWorker, type ToWorker } from './worker-protocol';

const db = new AppDB();
const post = (message: FromWorker) => postMessage(message);
/** The seq of the directory the page holds (null: none sent yet). */
let sentSeq: number | null = null;

/** The snapshot and a delta page take at most this long on the slowest network the app is measured on. */
const REQUEST_TIMEOUT_MS = 60_000;

async function fetchJson(path: string): Promise<unknown> {
  // `no-cache`: the answers allow stale-while-revalidate, and the browser would hand back the delta it kept for
  // this `since` (the change it is asked for after the connection returns would wait a run); the snapshot's ETag
  // still makes its revalidation a 304.
  const response = await fetch(new URL(path, self.location.origin), {
    cache: 'no-cache',
    credentials: 'omit',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

function sendDirectory(directory: Directory, state: DirectoryState) {
  post({ type: 'reset', seq: directory.seq });
  for (const kind of DIRECTORY_KINDS) {
    const ids = Object.keys(directory[kind]);
    for (let start = 0; start < ids.length; start += ROWS_PER_MESSAGE) {
      const chunk = ids.slice(start, start + ROWS_PER_MESSAGE);
      post({ type: 'rows', kind, ids: chunk, rows: chunk.map((id) => directory[kind][id]!) });
    }
  }
  post({ type: 'loaded', state });
  sentSeq = state.seq;
}

async function sendStored(state: DirectoryState) {
  post({ type: 'reset', seq: state.seq });
  for (const kind of DIRECTORY_KINDS) {
    await readDirectoryRows(db, kind, (ids, rows) => post({ type: 'rows', kind, ids, rows }), ROWS_PER_MESSAGE);
  }
  post({ type: 'loaded', state });
  sentSeq = state.seq;
}

async function run(network: boolean) {
  // What is stored first (another tab may have moved it since this page loaded it), then the server's news.
  const stored = await readDirectoryState(db);
  if (stored && stored.seq !== sentSeq) await sendStored(stored);
  if (!network) return stored ?? null;
  return runDirectorySync(db, {
    fetchJson,
    now: Date.now,
    onStep: (step) => {
      if (step.kind === 'snapshot') sendDirectory(step.directory, step.state);
      else {
        post({ type: 'delta', delta: step.delta, state: step.state });
        sentSeq = step.state.seq;
      }
    },
  });
}

/** One tab syncs at a time (the others wait, then find the directory current and load it). */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request('rayek-directory-sync', task) : task();
}

let queue = Promise.resolve();
self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const { network } = event.data;
  queue = queue.then(() =>
    exclusive(() => run(network)).then(
      (state) => post({ type: 'done', state }),
      async (error: unknown) =>
        post({
          type: 'failed',
          message: error instanceof Error ? error.message : String(error),
          state: (await readDirectoryState(db).catch(() => undefined)) ?? null,
        }),
    ),
  );
});
