// Items that carry a state rather than a create (a helpful vote, a professor's reply): their routes are
// idempotent, so the outbox keeps only what the user wants last. Per account and target, at most one item
// waits: a new wish replaces the body of the target's newest item when it is not in flight (waiting, or
// refused: the new wish is a new try), and removes any older one not in flight. Only while the newest is being
// sent does a wish add an item; it is newer, so it goes after, and the last one delivered is the last wish.
import { newRecordId } from '@/domain/record-id';
import type { AppDB, OutboxItem } from '@/lib/db/app-db';

export interface LatestWish {
  userId: string;
  kind: string;
  collection: string;
  payload: Record<string, unknown>;
  label?: string;
}

/** Stores the wish under the rule above; `sameTarget` picks the account's items about the same target. */
export async function queueLatest(
  db: AppDB,
  wish: LatestWish,
  sameTarget: (item: OutboxItem) => boolean,
  now: number,
): Promise<string> {
  return db.transaction('rw', db.outbox, async () => {
    const mine = await db.outbox.where('userId').equals(wish.userId).toArray();
    const same = mine.filter((i) => i.kind === wish.kind && sameTarget(i)).sort((a, b) => a.createdAt - b.createdAt);
    const newest = same[same.length - 1];
    // Whatever is not in flight is superseded by this wish (the server keeps only the last state).
    const superseded = same.filter((i) => i.state !== 'sending' && i !== newest).map((i) => i.id);
    await db.outbox.bulkDelete(superseded);
    if (newest && newest.state !== 'sending') {
      await db.outbox.update(newest.id, {
        payload: { ...wish.payload },
        state: 'waiting',
        attempts: 0,
        nextAttemptAt: now,
        error: undefined,
      });
      return newest.id;
    }
    const id = newRecordId();
    const item: OutboxItem = {
      id,
      kind: wish.kind,
      collection: wish.collection,
      payload: { ...wish.payload },
      state: 'waiting',
      userId: wish.userId,
      // After the item in flight, whatever the clocks say: the last wish must be the last delivered.
      createdAt: Math.max(now, (newest?.createdAt ?? 0) + 1),
      attempts: 0,
      nextAttemptAt: now,
    };
    if (wish.label) item.label = wish.label;
    await db.outbox.add(item);
    return id;
  });
}
