// The one Dexie schema of the app (docs/architecture.md, "One of each"). Versions are only ever added, never edited:
// a change of tables or indexes after a release is `db.version(n + 1).stores({...})` below the last one.
//
// Who writes what:
// - `records`, `queries`, `lists`, `meta`: the read mirror (lib/mirror). Views render from here only.
// - `outbox`: every write the user makes, until the server has it (lib/outbox).
// - `drafts`: form contents not yet submitted, so a reload loses nothing.
// - `votes`: the signed-in account's own helpful votes as the server last said, per account.
// - `myClaims`, `myReplies`: the signed-in account's own profile claims and replies, per account.
// - `directoryInstitutions`, `directoryPrograms`, `directoryInstructors`, `directoryState`: the whole public
//   directory kept on the device (lib/directory), apart from the mirror: its eviction never touches them.
// Every table with a `userId` is per account: the write kind that fills it names it, so every forget path
// erases it (lib/outbox/outbox-kinds.ts ACCOUNT_TABLES).
import Dexie, { type EntityTable } from 'dexie';

/** One server record as last seen, under its collection (a read-model row is keyed by its target's id). */
export interface MirrorRecord {
  collection: string;
  id: string;
  data: Record<string, unknown>;
  /** When the server last answered with this record (ms since epoch). */
  fetchedAt: number;
  /** When a view last read it: the eviction order (least recently used first). */
  accessedAt: number;
  /**
   * A rating's helpful counts as the answer to this device's vote gave them (ms since epoch): a list answer asked
   * before then carries older counts and leaves them alone (lib/mirror/mirror-store.ts writeRecords).
   */
  countsAt?: number;
}

/** A list answer (a search page, a ratings page) as the ordered ids of records kept in `records`. */
export interface MirrorQuery {
  /** Collection + normalised parameters, built by the mirror's helpers (stable for equal requests). */
  key: string;
  collection: string;
  ids: string[];
  /** The server's total when it sent one, -1 otherwise. */
  totalItems: number;
  fetchedAt: number;
  accessedAt: number;
}

export type OutboxState = 'waiting' | 'sending' | 'failed';

/** A create waiting for the server. `id` is the client-generated record id: retries reuse it (exactly once). */
export interface OutboxItem {
  id: string;
  collection: string;
  /** The validated body, without `id` (added when sending). */
  payload: Record<string, unknown>;
  state: OutboxState;
  /** The account that wrote it: items wait for that account, never go out under another one. */
  userId: string;
  createdAt: number;
  attempts: number;
  /** Earliest time of the next attempt (backoff), ms since epoch. */
  nextAttemptAt: number;
  /** Why it failed or why it waits (an error code the interface translates, plus the server's field codes). */
  error?: { code: string; fields?: Record<string, string>; message?: string };
  /** What the item is about, for the outbox view (e.g. the rated institution's name) without a server call. */
  label?: string;
  /**
   * The write kind that sends it (lib/outbox/outbox-kinds.ts): `vote` (the state of a helpful vote), `reply` (a
   * professor's reply), `claim` (a create named for the views)... Absent: a create with the client id.
   */
  kind?: string;
}

/** One of the account's claims of an instructor profile as the server last listed it. */
export interface MyClaimRow {
  /** `${userId}:${id}` */
  key: string;
  userId: string;
  id: string;
  instructor: string;
  status: string;
  fetchedAt: number;
}

/** The account's reply to one rating as the server last answered it (any status: only its author sees it). */
export interface MyReplyRow {
  /** `${userId}:${rating}` */
  key: string;
  userId: string;
  instructor: string;
  rating: string;
  reply: Record<string, unknown>;
  fetchedAt: number;
}

/** One of the account's own helpful votes as the server last answered it (a rating without one has no row). */
export interface MyVote {
  /** `${userId}:${collection}:${rating}` */
  key: string;
  userId: string;
  collection: string;
  rating: string;
  /** 0: withdrawn here, kept so that an older `votes/mine` answer cannot bring the vote back. */
  value: 1 | -1 | 0;
  fetchedAt: number;
}

/** A form's unsent contents, keyed by form and target (e.g. `institution-rating:<id>`). */
export interface Draft {
  key: string;
  data: Record<string, unknown>;
  updatedAt: number;
}

/**
 * A whole list kept as one entry (the full institutions list): one write and one read, where a row per record
 * cost a request per row on each side (hundreds of main-thread milliseconds on a slow phone).
 */
export interface MirrorList {
  key: string;
  rows: Record<string, unknown>[];
  /** When the server last sent the whole list (ms since epoch). */
  fetchedAt: number;
}

/** The directory's one state row (key `state`): what the stored rows are current to. */
export interface DirectoryState {
  key: 'state';
  /** The server's change-log position the rows are current to (contract/directory-sync.js). */
  seq: number;
  format: number;
  /** When the last sync step was stored (ms since epoch). */
  updatedAt: number;
  /** Rows stored per kind. */
  counts: { institutions: number; programs: number; instructors: number };
  /** The rows' size as JSON text: an estimate of what they take on the device. */
  bytes: number;
}

/** Small facts the app keeps between pages (e.g. the outbox lock's lease). */
export interface MetaEntry {
  key: string;
  value: unknown;
}

export class AppDB extends Dexie {
  records!: Dexie.Table<MirrorRecord, [string, string]>;
  queries!: EntityTable<MirrorQuery, 'key'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  drafts!: EntityTable<Draft, 'key'>;
  meta!: EntityTable<MetaEntry, 'key'>;
  lists!: EntityTable<MirrorList, 'key'>;
  votes!: EntityTable<MyVote, 'key'>;
  myClaims!: EntityTable<MyClaimRow, 'key'>;
  myReplies!: EntityTable<MyReplyRow, 'key'>;
  /** A directory row (contract/directory-sync.js `Row`) under its record id (an outbound key: the row is the value). */
  directoryInstitutions!: Dexie.Table<unknown[], string>;
  directoryPrograms!: Dexie.Table<unknown[], string>;
  directoryInstructors!: Dexie.Table<unknown[], string>;
  directoryState!: EntityTable<DirectoryState, 'key'>;

  constructor(name = 'rayek') {
    // No in-memory query cache: Dexie's default ('cloned') deep-copies every live-query answer and replays
    // each write onto the cached answers, main-thread work that made most of Lighthouse's Total Blocking Time
    // on /institutions (a 200-row write, then its re-read). Live queries still re-run after every commit.
    super(name, { cache: 'disabled' });
    this.version(1).stores({
      records: '[collection+id], collection, accessedAt',
      queries: 'key, collection, accessedAt',
      outbox: 'id, state, userId, createdAt, nextAttemptAt',
      drafts: 'key, updatedAt',
      meta: 'key',
    });
    // Version 2: the institutions list moves from a row per institution in `records` (plus its refresh time in
    // `meta`) to one `lists` entry. A mirrored list is carried over, so institution search stays offline-ready.
    this.version(2)
      .stores({ lists: 'key' })
      .upgrade(async (tx) => {
        const listKey = 'institutions_search';
        const refreshed = (await tx.table<MetaEntry, string>('meta').get(`${listKey}:refreshedAt`))?.value;
        const rows = await tx
          .table<MirrorRecord, [string, string]>('records')
          .where('collection')
          .equals(listKey)
          .toArray();
        if (typeof refreshed === 'number' && rows.length > 0) {
          await tx
            .table<MirrorList, string>('lists')
            .put({ key: listKey, rows: rows.map((r) => r.data), fetchedAt: refreshed });
        }
        await tx.table('meta').delete(`${listKey}:refreshedAt`);
      });
    // Version 3: the account's own helpful votes (votes/mine), so the pressed buttons show offline too.
    this.version(3).stores({ votes: 'key, userId' });
    // Version 5 (there is no version 4: it was set aside for a change that needed none): a professor's own claims
    // and replies, so the instructor page knows
    // offline whose profile it is and shows their replies as they stand, waiting ones included.
    this.version(5).stores({ myClaims: 'key, userId', myReplies: 'key, userId, [userId+instructor]' });
    // Version 6: the whole directory on the device (lib/directory): rows per kind under their id, stored as the
    // server's arrays (no object per row: 30,000 instructors), and its state row.
    this.version(6).stores({
      directoryInstitutions: '',
      directoryPrograms: '',
      directoryInstructors: '',
      directoryState: 'key',
    });
  }
}

let instance: AppDB | undefined;

/** The app's database, opened on first use (Dexie stays out of the landing page's first load). */
export function appDb(): AppDB {
  instance ??= new AppDB();
  return instance;
}

let opened: Promise<AppDB> | undefined;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The database once open. The first opening of a page load is costly on a slow phone (Dexie's set-up, then
 * creating or checking the schema: tens of milliseconds each, most of it compiling Dexie's code on first use);
 * here each step runs in its own task, so none blocks input for long, and views query only after it.
 */
export function openAppDb(): Promise<AppDB> {
  opened ??= (async () => {
    await nextTask();
    const db = appDb();
    await nextTask();
    await db.open();
    await nextTask();
    return db;
  })().catch((error: unknown) => {
    // A failed opening (storage blocked, another tab holding an older version) is tried again next time.
    opened = undefined;
    throw error;
  });
  return opened;
}
