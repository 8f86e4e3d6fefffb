// The read mirror: every record, read-model row, search answer and ratings page the app fetched, kept in
// IndexedDB (tables `records`, `queries`, `lists`, `meta` of lib/db/app-db.ts). Views render from here through
// live queries; refreshes (lib/mirror/use-refresh.ts) write here. The size stays bounded: past MIRROR_LIMITS the
// least recently shown records and queries go first (docs/offline.md); whole lists are never evicted.
import { VOTE_COUNT_FIELDS } from '@/domain/votes';
import type { MirrorList, MirrorQuery, MirrorRecord } from '@/lib/db/app-db';
import { appDb } from '@/lib/db/app-db';

export type Row = Record<string, unknown> & { id: string };

export const MIRROR_LIMITS = {
  /** Records and read-model rows kept (about 1 KB each: ~10 MB at most). */
  records: 10_000,
  /** List answers (search pages, ratings pages) kept; they hold ids only. */
  queries: 1_000,
};

/** A shown entry's `accessedAt` is rewritten at most this often (a write per render would be wasteful). */
const TOUCH_INTERVAL_MS = 60_000;

type Listener = (collection: string) => void;
const writeListeners = new Set<Listener>();

/** Told after records of a collection (or its whole list) were written or removed (in-memory search indexes drop their copy). */
export function onRecordsWritten(listener: Listener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

const notify = (collection: string) => writeListeners.forEach((listener) => listener(collection));

/** A stable key for a list request: the same collection and parameters give the same key, whatever the order. */
export function queryKey(collection: string, params: Record<string, string | number | undefined | null>): string {
  const parts = Object.keys(params)
    .filter((name) => params[name] !== undefined && params[name] !== null && params[name] !== '')
    .sort()
    .map((name) => `${name}=${encodeURIComponent(String(params[name]))}`);
  return `${collection}?${parts.join('&')}`;
}

/** A mirrored rating's vote counts, when a vote's answer set them after `askedAt`: newer than the answer's. */
function newerCounts(record: MirrorRecord | undefined, askedAt: number): Row | null {
  if (!record || record.countsAt === undefined || record.countsAt <= askedAt) return null;
  return Object.fromEntries(VOTE_COUNT_FIELDS.map((field) => [field, record.data[field]])) as Row;
}

/**
 * Writes rows as the server sent them. A row merges into what was there: a request with fewer `fields` never
 * erases what a fuller one brought. `askedAt`, when the request was sent: a rating's counts set by a vote answered
 * since (lib/outbox/kinds/vote-kind.ts deliverVote) are newer than the row's and stay.
 */
export async function writeRecords(
  collection: string,
  rows: readonly Row[],
  now = Date.now(),
  askedAt = now,
): Promise<void> {
  if (rows.length === 0) return;
  const db = appDb();
  await db.transaction('rw', db.records, async () => {
    const existing = await db.records.bulkGet(rows.map((row) => [collection, row.id] as [string, string]));
    await db.records.bulkPut(
      rows.map((row, i) => {
        const kept = newerCounts(existing[i], askedAt);
        return {
          collection,
          id: row.id,
          data: { ...existing[i]?.data, ...row, ...kept },
          fetchedAt: now,
          accessedAt: now,
          ...(kept ? { countsAt: existing[i]!.countsAt } : {}),
        };
      }),
    );
  });
  notify(collection);
  scheduleEviction();
}

/** Writes a list answer: its rows in `records`, their order under `key` in `queries` (`askedAt`: writeRecords). */
export async function writeQuery(
  key: string,
  collection: string,
  rows: readonly Row[],
  totalItems = -1,
  now = Date.now(),
  askedAt = now,
): Promise<void> {
  const db = appDb();
  await db.transaction('rw', db.records, db.queries, async () => {
    await writeRecords(collection, rows, now, askedAt);
    await db.queries.put({
      key,
      collection,
      ids: rows.map((row) => row.id),
      totalItems,
      fetchedAt: now,
      accessedAt: now,
    });
  });
}

export async function removeRecord(collection: string, id: string): Promise<void> {
  await appDb().records.delete([collection, id]);
  notify(collection);
}

export function readRecord(collection: string, id: string): Promise<MirrorRecord | undefined> {
  return appDb().records.get([collection, id]);
}

/** A list answer in the mirror with its records in order (records evicted since are left out). */
export async function readQuery(key: string): Promise<{ query: MirrorQuery; records: MirrorRecord[] } | undefined> {
  const db = appDb();
  const query = await db.queries.get(key);
  if (!query) return undefined;
  const records = await db.records.bulkGet(query.ids.map((id) => [query.collection, id] as [string, string]));
  return { query, records: records.filter((r): r is MirrorRecord => r !== undefined) };
}

/** Every mirrored record of a collection (offline searches). */
export function readCollection(collection: string): Promise<MirrorRecord[]> {
  return appDb().records.where('collection').equals(collection).toArray();
}

/** Marks records as just shown, so eviction keeps them longest. */
export async function touchRecords(collection: string, ids: readonly string[], now = Date.now()): Promise<void> {
  if (ids.length === 0) return;
  const db = appDb();
  await db.transaction('rw', db.records, async () => {
    const found = await db.records.bulkGet(ids.map((id) => [collection, id] as [string, string]));
    const stale = found.filter((r): r is MirrorRecord => r !== undefined && now - r.accessedAt > TOUCH_INTERVAL_MS);
    if (stale.length > 0) await db.records.bulkPut(stale.map((r) => ({ ...r, accessedAt: now })));
  });
}

export async function touchQuery(key: string, now = Date.now()): Promise<void> {
  const db = appDb();
  await db.queries
    .where('key')
    .equals(key)
    .and((q) => now - q.accessedAt > TOUCH_INTERVAL_MS)
    .modify({ accessedAt: now });
}

/** Removes the least recently shown records and queries past the limits. Returns how many of each went. */
export async function evict(limits = MIRROR_LIMITS): Promise<{ records: number; queries: number }> {
  const db = appDb();
  return db.transaction('rw', db.records, db.queries, async () => {
    let records = 0;
    const recordCount = await db.records.count();
    if (recordCount > limits.records) {
      const excess = recordCount - limits.records;
      const victims = await db.records.orderBy('accessedAt').limit(excess).primaryKeys();
      await db.records.bulkDelete(victims);
      records = victims.length;
      new Set(victims.map(([collection]) => collection)).forEach(notify);
    }
    let queries = 0;
    const queryCount = await db.queries.count();
    if (queryCount > limits.queries) {
      const keys = await db.queries
        .orderBy('accessedAt')
        .limit(queryCount - limits.queries)
        .primaryKeys();
      await db.queries.bulkDelete(keys);
      queries = keys.length;
    }
    return { records, queries };
  });
}

let evictionTimer: ReturnType<typeof setTimeout> | undefined;

/** Eviction runs a little after a burst of writes rather than after each one. */
function scheduleEviction() {
  if (evictionTimer !== undefined) return;
  evictionTimer = setTimeout(() => {
    evictionTimer = undefined;
    evict().catch(() => {
      // A failed eviction is retried after the next write; nothing the user could do about it.
    });
  }, 2_000);
}

/** A whole list as last written (lists are never evicted; each replaces the previous one in a single write). */
export function readList(key: string): Promise<MirrorList | undefined> {
  return appDb().lists.get(key);
}

export async function writeList(key: string, rows: readonly Row[], now = Date.now()): Promise<void> {
  await appDb().lists.put({ key, rows: [...rows], fetchedAt: now });
  // A whole list is named after its collection: the searches over it drop their index too.
  notify(key);
}

/** Pages of one list in order, without the duplicates a newer rating shifting the pages can cause. */
export function mergePages<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const row of page) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      merged.push(row);
    }
  }
  return merged;
}

let persistAsked = false;

/** Asks the browser once to keep this site's storage under pressure (it may say no; the mirror still works). */
export function askPersistentStorage(): void {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistAsked = true;
  navigator.storage
    .persisted()
    .then((already) => (already ? true : navigator.storage.persist()))
    .catch(() => false);
}
