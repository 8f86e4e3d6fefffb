// The outbox's public API (lib/outbox/outbox.ts) as the forms use it, the client ids it makes, and the lease
// that stands in for Web Locks: on fake-indexeddb. The account here is unverified, so the engine never
// reaches the network: these tests are about what is stored.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { isRecordId, newRecordId } from '@/domain/record-id';
import { useSession } from '@/lib/auth/session-store';
import { AppDB, appDb } from '@/lib/db/app-db';
import { discard, enqueue, retryNow, syncOutbox, updatePayload } from '@/lib/outbox/outbox';
import { LEASE_MS, withLease } from '@/lib/outbox/outbox-lock';
import { pendingFor } from '@/lib/outbox/outbox-runtime';
import { markRefused, useOutboxStatus } from '@/lib/outbox/outbox-status';

const USER = {
  id: 'useraaaaaaaaaaa',
  name: 'Amira',
  email: 'amira@tests.local',
  verified: false,
  role: 'STUDENT' as const,
  language: 'ar' as const,
};

beforeEach(async () => {
  useSession.setState({ token: 'header.e30.signature', user: USER });
  await syncOutbox();
  await appDb().outbox.clear();
});

describe('client record ids', () => {
  it('are 15 characters of [a-z0-9] and do not repeat', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newRecordId()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(isRecordId(id)).toBe(true);
  });

  it('draw again on bytes that would bias the alphabet', () => {
    let call = 0;
    // First batch only 252–255 (rejected), then zeros: 'a' × 15.
    const id = newRecordId((bytes) => {
      bytes.fill(call++ === 0 ? 253 : 0);
    });
    expect(id).toBe('aaaaaaaaaaaaaaa');
  });
});

describe('enqueue, retryNow, updatePayload, discard', () => {
  it('stores a waiting item with a fresh client id under the signed-in account, without any id from the payload', async () => {
    const id = await enqueue({
      collection: 'reports',
      payload: { id: 'forgedforgedfor', comment: 'Spam here, please look' },
      label: 'A rating',
    });
    expect(isRecordId(id)).toBe(true);
    expect(id).not.toBe('forgedforgedfor');
    const item = await appDb().outbox.get(id);
    expect(item).toMatchObject({
      id,
      collection: 'reports',
      state: 'waiting',
      userId: USER.id,
      attempts: 0,
      label: 'A rating',
    });
    expect(item?.payload).toEqual({ comment: 'Spam here, please look' });
  });

  it('refuses a write without a signed-in account (the forms gate it; nothing is stored)', async () => {
    useSession.setState({ token: '', user: null });
    await expect(enqueue({ collection: 'reports', payload: {} })).rejects.toThrow();
    expect(await appDb().outbox.count()).toBe(0);
  });

  it('edits a failed item: new payload, waiting again, the error and attempts cleared', async () => {
    const id = await enqueue({ collection: 'institution_ratings', payload: { review: 'short' } });
    await appDb().outbox.update(id, {
      state: 'failed',
      attempts: 1,
      error: { code: 'invalid', fields: { review: 'validation_min_text_constraint' } },
    });
    await updatePayload(id, { review: 'Long enough this time' });
    const item = await appDb().outbox.get(id);
    expect(item).toMatchObject({ state: 'waiting', attempts: 0, payload: { review: 'Long enough this time' } });
    expect(item?.error).toBeUndefined();
  });

  it('retries a failed item as it is, and discards items but never one in flight', async () => {
    const id = await enqueue({ collection: 'institution_ratings', payload: { review: 'Something fair to say' } });
    await appDb().outbox.update(id, { state: 'failed', nextAttemptAt: Date.now() + 60_000 });
    await retryNow(id);
    expect(await appDb().outbox.get(id)).toMatchObject({ state: 'waiting' });
    expect((await appDb().outbox.get(id))!.nextAttemptAt).toBeLessThanOrEqual(Date.now());

    await appDb().outbox.update(id, { state: 'sending' });
    expect(await discard(id)).toBe(false);
    expect(await appDb().outbox.get(id)).toBeDefined();
    await appDb().outbox.update(id, { state: 'waiting' });
    expect(await discard(id)).toBe(true);
    expect(await appDb().outbox.get(id)).toBeUndefined();
  });

  it('counts the current account’s items for the badge, or all while signed out', () => {
    const items = [{ userId: 'a' }, { userId: 'b' }, { userId: 'a' }] as unknown as Parameters<typeof pendingFor>[0];
    expect(pendingFor(items, 'a')).toBe(2);
    expect(pendingFor(items, undefined)).toBe(3);
  });
});

describe('the lease (where Web Locks are missing)', () => {
  it('lets one tab run at a time and another take over once the lease has expired', async () => {
    const db = new AppDB(`lease-${Math.random()}`);
    let clock = 1_000_000;
    const now = () => clock;
    let releaseFirst!: () => void;
    const firstRuns = withLease(
      db,
      () => new Promise<string>((resolve) => (releaseFirst = () => resolve('first'))),
      now,
      'tab-1',
    );
    // Let the first tab take the lease.
    await new Promise((r) => setTimeout(r, 20));
    expect(await withLease(db, async () => 'second', now, 'tab-2')).toBeUndefined();
    releaseFirst();
    expect(await firstRuns).toBe('first');
    expect(await withLease(db, async () => 'second', now, 'tab-2')).toBe('second');

    // A tab that died holding the lease: after LEASE_MS another tab takes over.
    await db.meta.put({ key: 'outbox-lease', value: { owner: 'dead-tab', until: clock + LEASE_MS } });
    expect(await withLease(db, async () => 'third', now, 'tab-3')).toBeUndefined();
    clock += LEASE_MS + 1;
    expect(await withLease(db, async () => 'third', now, 'tab-3')).toBe('third');
    db.close();
  });
});

describe('the sign-in prompt', () => {
  it('asks to sign in when the session’s own token is refused, not when the refusal is of one already replaced', () => {
    // A 401 answered for the old token after another tab signed in again is about a session that is gone.
    markRefused('old-token', 'new-token');
    expect(useOutboxStatus.getState()).toMatchObject({ refusedToken: 'old-token', needsSignIn: false });
    markRefused('new-token', 'new-token');
    expect(useOutboxStatus.getState()).toMatchObject({ refusedToken: 'new-token', needsSignIn: true });
  });
});
