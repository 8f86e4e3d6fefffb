// One run of the directory sync (docs/offline.md, "Directory on the device"): the snapshot when nothing (or an older
// format) is stored, then the deltas since the stored seq while the server says `more`; `resync` takes the snapshot
// again. Each step is stored in its own transaction (directory-store.ts) before the next request, so a run cut
// short resumes from the last step stored. The requests and the clock are handed in: the worker gives fetch, the
// unit tests a script.
import { DIRECTORY_FORMAT, type Directory, type DirectoryDelta, type DirectorySnapshot } from '@/domain/directory-sync';
import type { AppDB, DirectoryState } from '@/lib/db/app-db';
import { readDirectoryState, storeDelta, storeSnapshot } from './directory-store';

export const SNAPSHOT_PATH = '/api/rayek/directory/snapshot';
export const changesPath = (since: number) => `/api/rayek/directory/changes?since=${since}`;

/**
 * Bounds one run: the server refuses to page more than 20,000 entries behind (it answers resync), so 60 pages of
 * 500 is more than a run can need; past it the run stops with what it stored and the next one goes on.
 */
const MAX_PAGES = 60;

export type SyncStep =
  | { kind: 'snapshot'; directory: Directory; state: DirectoryState }
  | { kind: 'delta'; delta: DirectoryDelta; state: DirectoryState };

export interface SyncDeps {
  fetchJson: (path: string) => Promise<unknown>;
  now: () => number;
  /** Told after each step is stored (the page applies it to the directory it holds). */
  onStep: (step: SyncStep) => void;
}

const isEmpty = (delta: DirectoryDelta) =>
  Object.values(delta.upserts ?? {}).every((rows) => !rows?.length) &&
  Object.values(delta.removed ?? {}).every((ids) => !ids?.length);

async function snapshotStep(db: AppDB, deps: SyncDeps): Promise<DirectoryState> {
  const snapshot = (await deps.fetchJson(SNAPSHOT_PATH)) as DirectorySnapshot;
  const directory = await storeSnapshot(db, snapshot, deps.now());
  const state = (await readDirectoryState(db))!;
  deps.onStep({ kind: 'snapshot', directory, state });
  return state;
}

/** Runs the sync to the server's current seq. Returns the state stored at the end. */
export async function runDirectorySync(db: AppDB, deps: SyncDeps): Promise<DirectoryState> {
  let state = await readDirectoryState(db);
  let resynced = false;
  if (!state || state.format !== DIRECTORY_FORMAT) {
    state = await snapshotStep(db, deps);
    resynced = true;
  }
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const delta = (await deps.fetchJson(changesPath(state.seq))) as DirectoryDelta;
    if (delta.resync) {
      // Once per run: a server that keeps saying resync right after a snapshot is not brought forward by another.
      if (resynced) return state;
      state = await snapshotStep(db, deps);
      resynced = true;
      continue;
    }
    if (delta.seq !== state.seq || !isEmpty(delta)) {
      state = await storeDelta(db, delta, deps.now());
      if (!isEmpty(delta)) deps.onStep({ kind: 'delta', delta, state });
    }
    if (!delta.more) return state;
  }
  return state;
}
