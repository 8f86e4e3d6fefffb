// After an account is deleted, this device forgets it (lib/outbox/forget-account.ts): its outbox items and the
// drafts go; another account's items stay for that account.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { appDb, type OutboxItem } from '@/lib/db/app-db';
import { loadDraft, saveDraft } from '@/lib/outbox/drafts';
import { forgetAccountOnDevice } from '@/lib/outbox/forget-account';

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

describe('forgetting a deleted account on this device', () => {
  it('removes its outbox items and every draft, and keeps the other account’s items', async () => {
    await appDb().outbox.bulkAdd([item('aaaaaaaaaaaaaa1', 'deleted00000000'), item('aaaaaaaaaaaaaa2', 'deleted00000000'), item('bbbbbbbbbbbbbb1', 'other0000000000')]);
    await saveDraft('institution-rating:aaaaaaaaaaaaaaa', { review: 'unsent words' });
    await forgetAccountOnDevice('deleted00000000');
    expect((await appDb().outbox.toArray()).map((i) => i.id)).toEqual(['bbbbbbbbbbbbbb1']);
    expect(await loadDraft('institution-rating:aaaaaaaaaaaaaaa')).toBeUndefined();
  });
});
