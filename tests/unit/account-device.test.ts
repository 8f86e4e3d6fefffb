// What this device forgets of an account (lib/outbox/forget-account.ts), over the one list of per-account tables
// (lib/outbox/outbox-kinds.ts): a deleted account's outbox items, rows and the drafts go, another account's stay;
// and no per-account table of the schema is left out of that list.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { appDb, type OutboxItem } from '@/lib/db/app-db';
import { loadDraft, saveDraft } from '@/lib/outbox/drafts';
import { forgetAccountOnDevice } from '@/lib/outbox/forget-account';
import { ACCOUNT_TABLES } from '@/lib/outbox/outbox-kinds';

const item = (id: string, userId: string): OutboxItem => ({
  id,
  collection: 'institution_ratings',
  payload: { review: 'words' },
  state: 'waiting',
  userId,
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 1,
});

const GONE = 'deleted00000000';
const OTHER = 'other0000000000';

describe('forgetting a deleted account on this device', () => {
  it('removes its outbox items and every draft, and keeps the other account’s items', async () => {
    await appDb().outbox.bulkAdd([
      item('aaaaaaaaaaaaaa1', GONE),
      item('aaaaaaaaaaaaaa2', GONE),
      item('bbbbbbbbbbbbbb1', OTHER),
    ]);
    await saveDraft('institution-rating:aaaaaaaaaaaaaaa', { review: 'unsent words' });
    await forgetAccountOnDevice(GONE);
    expect((await appDb().outbox.toArray()).map((i) => i.id)).toEqual(['bbbbbbbbbbbbbb1']);
    expect(await loadDraft('institution-rating:aaaaaaaaaaaaaaa')).toBeUndefined();
  });

  it('removes its votes, claims and replies, and keeps the other account’s', async () => {
    const db = appDb();
    for (const userId of [GONE, OTHER]) {
      await db.votes.put({ key: `${userId}:c:r`, userId, collection: 'c', rating: 'r', value: 1, fetchedAt: 1 });
      await db.myClaims.put({ key: `${userId}:k`, userId, id: 'k', instructor: 'i', status: 'PENDING', fetchedAt: 1 });
      await db.myReplies.put({ key: `${userId}:r`, userId, instructor: 'i', rating: 'r', reply: {}, fetchedAt: 1 });
    }
    await forgetAccountOnDevice(GONE);
    for (const table of [db.votes, db.myClaims, db.myReplies]) {
      expect((await table.toArray()).map((row) => row.userId)).toEqual([OTHER]);
    }
  });
});

describe('the per-account tables', () => {
  it('name every table of the schema that keeps rows by account (a `userId` index)', () => {
    const byAccount = appDb()
      .tables.filter((table) => table.schema.indexes.some((index) => index.name === 'userId'))
      .map((table) => table.name)
      .sort();
    expect(byAccount).toEqual(['outbox', ...ACCOUNT_TABLES].sort());
  });
});
