// The messages between the page (directory-engine.ts) and the sync's worker (directory-worker.ts).
import type { DirectoryDelta, DirectoryKind, Row } from '@/domain/directory-sync';
import type { DirectoryState } from '@/lib/db/app-db';

/** Page → worker: load what is stored into the page, and with `network` bring it up to date first. */
export type ToWorker = { type: 'run'; network: boolean };

/** Worker → page. A whole directory arrives as `reset`, its rows a chunk at a time, then `loaded`. */
export type FromWorker =
  | { type: 'reset'; seq: number }
  | { type: 'rows'; kind: DirectoryKind; ids: string[]; rows: Row[] }
  | { type: 'loaded'; state: DirectoryState }
  | { type: 'delta'; delta: DirectoryDelta; state: DirectoryState }
  | { type: 'done'; state: DirectoryState | null }
  | { type: 'failed'; message: string; state: DirectoryState | null };

/**
 * Rows per message: each message is parsed on the page's main thread in one go; 1,000 short rows take a few
 * milliseconds there on a slow phone (docs/benchmarks.md, "Directory sync on the device").
 */
export const ROWS_PER_MESSAGE = 1000;
