// The directory as stored on the device (tables `directory*` of lib/db/app-db.ts): each step of a sync is one
// IndexedDB transaction, so a sync cut short (a closed tab, a lost connection, a full disk) leaves the last complete
// state: the snapshot replaces everything and writes the state row together, a delta page writes its rows and its
// seq together. The next sync starts from the stored seq. Runs in the sync's worker and in unit tests.
import {
  DIRECTORY_FORMAT,
  DIRECTORY_KINDS,
  decodeSnapshot,
  type Directory,
  type DirectoryDelta,
  type DirectoryKind,
  type DirectorySnapshot,
  type Row,
} from '@/domain/directory-sync';
import type { AppDB, DirectoryState } from '@/lib/db/app-db';

type Table = AppDB['directoryInstitutions'];

export function directoryTable(db: AppDB, kind: DirectoryKind): Table {
  if (kind === 'institutions') return db.directoryInstitutions;
  return kind === 'programs' ? db.directoryPrograms : db.directoryInstructors;
}

const tables = (db: AppDB) => [...DIRECTORY_KINDS.map((kind) => directoryTable(db, kind)), db.directoryState];

/** The size estimate of a row: its JSON text (what the server sent; IndexedDB's own encoding is close to it). */
const rowBytes = (row: unknown) => JSON.stringify(row).length;

export function readDirectoryState(db: AppDB): Promise<DirectoryState | undefined> {
  return db.directoryState.get('state');
}

/** Replaces the whole stored directory with a snapshot's, in one transaction. */
export async function storeSnapshot(db: AppDB, snapshot: DirectorySnapshot, now: number): Promise<Directory> {
  const directory = decodeSnapshot(snapshot);
  const counts = { institutions: 0, programs: 0, instructors: 0 };
  let bytes = 0;
  await db.transaction('rw', tables(db), async () => {
    for (const kind of DIRECTORY_KINDS) {
      const table = directoryTable(db, kind);
      const ids = Object.keys(directory[kind]);
      const rows = ids.map((id) => directory[kind][id]!);
      counts[kind] = ids.length;
      for (const row of rows) bytes += rowBytes(row);
      await table.clear();
      await table.bulkPut(rows, ids);
    }
    await db.directoryState.put({
      key: 'state',
      seq: directory.seq,
      format: DIRECTORY_FORMAT,
      updatedAt: now,
      counts,
      bytes,
    });
  });
  return directory;
}

/**
 * Applies one delta page in one transaction: removals, upserts and the new seq together. Refused without a stored
 * state (a delta applies to a snapshot) or for a resync (the caller takes the snapshot again).
 */
export async function storeDelta(db: AppDB, delta: DirectoryDelta, now: number): Promise<DirectoryState> {
  if (delta.resync) throw new Error('a resync is not a delta to store');
  return db.transaction('rw', tables(db), async () => {
    const state = await readDirectoryState(db);
    if (!state) throw new Error('no directory stored to apply a delta to');
    const counts = { ...state.counts };
    let bytes = state.bytes;
    for (const kind of DIRECTORY_KINDS) {
      const table = directoryTable(db, kind);
      const removed = delta.removed?.[kind] ?? [];
      const upserts: Row[] = delta.upserts?.[kind] ?? [];
      if (removed.length === 0 && upserts.length === 0) continue;
      // The counts and size follow what the rows were and what they become (last upsert of an id wins).
      const after = new Map(upserts.map((row) => [String(row[0]), row]));
      const ids = [...new Set([...removed, ...after.keys()])];
      for (const row of await table.bulkGet(ids)) {
        if (row === undefined) continue;
        counts[kind] -= 1;
        bytes -= rowBytes(row);
      }
      if (removed.length) await table.bulkDelete(removed);
      if (after.size) await table.bulkPut([...after.values()], [...after.keys()]);
      counts[kind] += after.size;
      for (const row of after.values()) bytes += rowBytes(row);
    }
    const next: DirectoryState = { ...state, seq: delta.seq, updatedAt: now, counts, bytes: Math.max(0, bytes) };
    await db.directoryState.put(next);
    return next;
  });
}

/** Every stored row of a kind with its id, in chunks (the worker hands them to the page a chunk at a time). */
export async function readDirectoryRows(
  db: AppDB,
  kind: DirectoryKind,
  onChunk: (ids: string[], rows: Row[]) => void,
  chunk = 3000,
): Promise<void> {
  const table = directoryTable(db, kind);
  let last: string | undefined;
  for (;;) {
    const range = last === undefined ? table.orderBy(':id') : table.where(':id').above(last);
    const [ids, rows] = await db.transaction('r', table, async () => {
      const keys = (await range.clone().limit(chunk).primaryKeys()) as string[];
      const values = keys.length ? await table.bulkGet(keys) : [];
      return [keys, values] as const;
    });
    if (ids.length === 0) return;
    onChunk(ids, rows as Row[]);
    last = ids[ids.length - 1];
    if (ids.length < chunk) return;
  }
}

/** The whole stored directory (tests and the worker's own use), or null when none is stored. */
export async function readDirectory(db: AppDB): Promise<Directory | null> {
  const state = await readDirectoryState(db);
  if (!state) return null;
  const directory: Directory = { seq: state.seq, institutions: {}, programs: {}, instructors: {} };
  for (const kind of DIRECTORY_KINDS) {
    await readDirectoryRows(db, kind, (ids, rows) => ids.forEach((id, i) => (directory[kind][id] = rows[i]!)));
  }
  return directory;
}

/** Forgets the stored directory (the setting turned off), in one transaction. */
export async function clearDirectory(db: AppDB): Promise<void> {
  await db.transaction('rw', tables(db), async () => {
    for (const table of tables(db)) await table.clear();
  });
}
