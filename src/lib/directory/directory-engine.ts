// The page's side of the directory sync (docs/offline.md, "Directory on the device"): starts the worker that
// downloads and stores (directory-worker.ts), rebuilds the directory it sends into `setCurrentDirectory` (what
// search, lists and record headers read), runs again when the connection returns, and keeps the state the
// settings page shows. Loaded only when the trigger (directory-trigger.ts) or the settings page needs it.
import { applyChanges, type Directory } from '@/domain/directory-sync';
import { appDb, type DirectoryState } from '@/lib/db/app-db';
import { useConnectivity } from '@/lib/mirror/connectivity';
import { clearDirectory, readDirectoryState } from './directory-store';
import { currentDirectory, setCurrentDirectory } from './directory-memory';
import { readPrefs, savesData, writePrefs } from './directory-prefs';
import type { FromWorker } from './worker-protocol';

export interface DirectoryStatus {
  /** A run is under way (downloading, storing, or loading what is stored). */
  running: boolean;
  /** What is stored on the device (null: nothing; undefined: not read yet). */
  state: DirectoryState | null | undefined;
  /** The last failed run (ms since epoch) and its reason, until a run succeeds. */
  failedAt?: number;
  failure?: string;
}

let status: DirectoryStatus = {
  running: false,
  state: undefined,
  failedAt: readPrefs().failedAt,
  failure: readPrefs().failure,
};
const listeners = new Set<() => void>();
const setStatus = (patch: Partial<DirectoryStatus>) => {
  status = { ...status, ...patch };
  listeners.forEach((listener) => listener());
};

export const directoryStatus = () => status;
export function subscribeDirectoryStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let worker: Worker | null = null;
let building: Directory | null = null;
/** Runs asked of the worker and not answered yet, each with what settles it. */
const waiting: Array<() => void> = [];

function onMessage(message: FromWorker) {
  switch (message.type) {
    case 'reset':
      building = { seq: message.seq, institutions: {}, programs: {}, instructors: {} };
      return;
    case 'rows': {
      const rows = building?.[message.kind];
      if (rows) message.ids.forEach((id, i) => (rows[id] = message.rows[i]!));
      return;
    }
    case 'loaded':
      if (building) setCurrentDirectory(building);
      building = null;
      setStatus({ state: message.state });
      return;
    case 'delta': {
      const held = currentDirectory();
      if (held) setCurrentDirectory(applyChanges(held, message.delta));
      setStatus({ state: message.state });
      return;
    }
    case 'done':
      performance.mark('rayek:directory-done');
      if (message.state) writePrefs({ stored: true, failedAt: undefined, failure: undefined });
      setStatus({ running: waiting.length > 1, state: message.state, failedAt: undefined, failure: undefined });
      waiting.shift()?.();
      return;
    case 'failed':
      writePrefs({ failedAt: Date.now(), failure: message.message });
      setStatus({ running: waiting.length > 1, state: message.state, failedAt: Date.now(), failure: message.message });
      waiting.shift()?.();
      return;
  }
}

/** The worker could not start or load (no module workers, its script unreachable offline): every waiting run fails. */
function workerFailed(message: string) {
  worker?.terminate();
  worker = null;
  building = null;
  writePrefs({ failedAt: Date.now(), failure: message });
  setStatus({ running: false, failedAt: Date.now(), failure: message });
  waiting.splice(0).forEach((settle) => settle());
}

function startWorker(): Worker | null {
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./directory-worker.ts', import.meta.url), { type: 'module', name: 'rayek-directory' });
  } catch (error) {
    workerFailed(error instanceof Error ? error.message : String(error));
    return null;
  }
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => onMessage(event.data));
  worker.addEventListener('error', (event) => workerFailed(event.message || 'worker error'));
  return worker;
}

/** One run: load what is stored into the page and, with `network`, bring it up to date first. Settles when done. */
function run(network: boolean): Promise<void> {
  setStatus({ running: true });
  // The bench (scripts/bench/directory-sync-device.mjs) times a run between these marks.
  performance.mark('rayek:directory-run');
  return new Promise((resolve) => {
    waiting.push(resolve);
    startWorker()?.postMessage({ type: 'run', network });
  });
}

let started = false;
let following = false;

/** Loads the stored directory and keeps it current: now, and whenever the connection returns. */
export function startDirectory(network: boolean): Promise<void> {
  if (started) return Promise.resolve();
  started = true;
  if (!following) {
    following = true;
    let epoch = useConnectivity.getState().epoch;
    useConnectivity.subscribe((s) => {
      if (s.epoch === epoch) return;
      epoch = s.epoch;
      const prefs = readPrefs();
      if (started && !prefs.off && prefs.stored && !savesData()) void run(true);
    });
  }
  return run(network);
}

/** "Update now": the reader asks, so it runs even where the browser asks to save data. Turns the directory on. */
export function syncNow(): Promise<void> {
  writePrefs({ off: false });
  return started ? run(true) : startDirectory(true);
}

/** Turned off: the worker stops, the stored directory and the one in memory go. */
export async function turnDirectoryOff(): Promise<void> {
  writePrefs({ off: true, stored: false, failedAt: undefined, failure: undefined });
  worker?.terminate();
  worker = null;
  started = false;
  building = null;
  waiting.splice(0).forEach((settle) => settle());
  await clearDirectory(appDb());
  setCurrentDirectory(null);
  setStatus({ running: false, state: null, failedAt: undefined, failure: undefined });
}

/** Turned back on: downloads now (the reader chose it) unless the browser asks to save data. */
export function turnDirectoryOn(): void {
  writePrefs({ off: false });
  if (!savesData()) void syncNow();
}

/** Reads what is stored, for the settings page (the sync may not have run in this page). */
export async function readStoredState(): Promise<void> {
  const state = (await readDirectoryState(appDb())) ?? null;
  if (!status.running) setStatus({ state });
}
