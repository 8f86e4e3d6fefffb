// Exactly one tab sends at a time. Two tabs sending the same item would still create one record (same id),
// but the second would see "already exists" and both would announce it: the lock keeps delivery and its
// message single. Web Locks (`navigator.locks`) are released by the browser when a tab dies. Where they are
// missing, a lease in the `meta` table stands in: taken inside an IndexedDB read-write transaction (which
// IndexedDB serialises across tabs), renewed while the run lasts, and taken over once it has expired.
import type { AppDB } from '@/lib/db/app-db';

export const LOCK_NAME = 'rayek-outbox';
const LEASE_KEY = 'outbox-lease';
export const LEASE_MS = 30_000;

interface Lease {
  owner: string;
  until: number;
}

type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

/** Runs `task` while holding the cross-tab outbox lock; waits for another tab's run to end first. */
export async function withOutboxLock<T>(
  db: AppDB,
  task: () => Promise<T>,
  locks?: LockManagerLike | null,
): Promise<T | undefined> {
  const manager =
    locks === undefined
      ? typeof navigator !== 'undefined'
        ? (navigator.locks as LockManagerLike | undefined)
        : undefined
      : locks;
  if (manager) return manager.request(LOCK_NAME, task);
  return withLease(db, task);
}

const owner = Math.random().toString(36).slice(2);

/** The fallback: a lease with an expiry. Returns undefined without running `task` when another tab holds it. */
export async function withLease<T>(
  db: AppDB,
  task: () => Promise<T>,
  now: () => number = Date.now,
  me = owner,
): Promise<T | undefined> {
  const take = () =>
    db.transaction('rw', db.meta, async () => {
      const current = (await db.meta.get(LEASE_KEY))?.value as Lease | undefined;
      if (current && current.owner !== me && current.until > now()) return false;
      await db.meta.put({ key: LEASE_KEY, value: { owner: me, until: now() + LEASE_MS } satisfies Lease });
      return true;
    });
  if (!(await take())) return undefined;
  // Renew while the task runs: one request can take long on a slow network.
  const renew = setInterval(() => void take(), LEASE_MS / 3);
  try {
    return await task();
  } finally {
    clearInterval(renew);
    await db.transaction('rw', db.meta, async () => {
      const current = (await db.meta.get(LEASE_KEY))?.value as Lease | undefined;
      if (current?.owner === me) await db.meta.delete(LEASE_KEY);
    });
  }
}
