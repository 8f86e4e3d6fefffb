// An author's edits and withdrawals in the outbox (lib/outbox/kinds/rating-edit-kind.ts, rating-withdraw-kind.ts)
// on fake-indexeddb, against a scripted server that keeps edits by revision id and deletes as the routes do:
// an edit whose answer was lost is filed once, each refusal lands where it should, a withdrawal of a rating
// still on the device sends nothing, and a delivered withdrawal leaves the mirror.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@contract/error-codes.js';
import type { AppDB } from '@/lib/db/app-db';
import { runOutbox, type EngineDeps } from '@/lib/outbox/outbox-engine';
import type { OutboxTransport, PostResult, SendResult } from '@/lib/outbox/outbox-transport';
import { RATING_GONE } from '@/domain/own-ratings';
import { classifyRatingEditError, queueRatingEdit } from '@/lib/outbox/kinds/rating-edit-kind';
import { classifyWithdrawError, queueRatingWithdraw } from '@/lib/outbox/kinds/rating-withdraw-kind';
import { engineSetup } from './engine-fixtures';

const T0 = Date.UTC(2026, 10, 28, 10, 0, 0);
const ALICE = 'aliceaaaaaaaaaa';
const RATING = 'rating000000001';
const COLLECTION = 'institution_ratings';

type Step = 'ok' | 'lost' | 'network' | 'gone' | 'invalid' | 'decided' | 'unauthorized';

/** The edit route keeps one revision per id (a resend is answered as before); the delete route deletes once. */
class OwnServer implements OutboxTransport {
  revisions = new Map<string, Record<string, unknown>>();
  edits: string[] = [];
  deletes: string[] = [];
  creates: string[] = [];
  deleted = new Set<string>();
  script: Step[] = [];
  async create(collection: string, body: Record<string, unknown>): Promise<SendResult> {
    this.creates.push(String(body.id));
    return { kind: 'created', record: { ...body, collection } };
  }
  async post<A>(path: string, body: Record<string, unknown>): Promise<PostResult<A>> {
    const [, rating] = /^\/api\/rayek\/ratings\/institution_ratings\/([^/]+)\/edit$/.exec(path) ?? [];
    if (!rating) throw new Error(`not the edit route: ${path}`);
    const revision = String(body.revision);
    const step = this.script.shift() ?? 'ok';
    if (step === 'network') return { kind: 'retry', reason: 'network' };
    if (step === 'gone' || this.deleted.has(rating)) return classifyRatingEditError({ status: 404 });
    if (step === 'invalid')
      return classifyRatingEditError({ status: 400, response: { data: { review: { code: ERROR_CODES.MIN_TEXT } } } });
    if (step === 'unauthorized') return classifyRatingEditError({ status: 401 });
    if (!this.revisions.has(revision)) {
      this.edits.push(revision);
      this.revisions.set(revision, body);
    }
    const answer = {
      collection: COLLECTION,
      id: rating,
      status: 'ACTIVE',
      revision: { id: revision, status: 'PENDING_APPROVAL' },
    } as A;
    if (step === 'lost') return { kind: 'retry', reason: 'network' };
    return { kind: 'answered', answer };
  }
  async remove<R extends { kind: string }>(
    path: string,
    _token: string,
    refusal: (error: unknown) => R,
  ): Promise<{ kind: 'answered' } | R> {
    const [, rating] = /^\/api\/rayek\/contributions\/institution_ratings\/([^/]+)$/.exec(path) ?? [];
    if (!rating) throw new Error(`not the withdraw route: ${path}`);
    this.deletes.push(rating);
    const step = this.script.shift() ?? 'ok';
    if (step === 'network') return refusal({ status: 0 });
    if (step === 'decided')
      return refusal({ status: 400, response: { data: { status: { code: ERROR_CODES.ALREADY_DECIDED } } } });
    if (this.deleted.has(rating)) return refusal({ status: 404 });
    this.deleted.add(rating);
    if (step === 'lost') return refusal({ status: 0 });
    return { kind: 'answered' };
  }
}

let db: AppDB;
let server: OwnServer;
let deps: EngineDeps;

beforeEach(async () => {
  server = new OwnServer();
  ({ db, deps } = await engineSetup('own-rating-test', server, ALICE, T0));
});

afterEach(async () => {
  db.close();
  await db.delete();
});

const edit = (review: string) => ({ collection: COLLECTION, rating: RATING, answers: { review, teaching_quality: 4 } });
/** Runs the outbox, then again as when the browser comes back online (backoffs skipped). */
async function drain(rounds = 3): Promise<void> {
  await runOutbox(deps);
  for (let i = 1; i < rounds; i++) await runOutbox(deps, { force: true });
}

describe('rating-edit', () => {
  it('is filed once when its answer was lost, and leaves the outbox', async () => {
    await queueRatingEdit(db, ALICE, edit('A corrected review, long enough.'), T0);
    server.script = ['lost'];
    await drain();
    expect(server.edits).toHaveLength(1);
    expect(server.revisions.get(server.edits[0]!)).toMatchObject({
      review: 'A corrected review, long enough.',
      teaching_quality: 4,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps one waiting edit per rating, the last one', async () => {
    const first = await queueRatingEdit(db, ALICE, edit('First version of the edit text.'), T0);
    expect(await queueRatingEdit(db, ALICE, edit('Second version of the edit text.'), T0 + 1)).toBe(first);
    expect(await db.outbox.count()).toBe(1);
    await drain();
    expect([...server.revisions.values()].map((b) => b.review)).toEqual(['Second version of the edit text.']);
  });

  it('a newer wish after a lost answer is filed as a new edit, not answered as the old one', async () => {
    await queueRatingEdit(db, ALICE, edit('First version of the edit text.'), T0);
    server.script = ['lost'];
    await runOutbox(deps);
    await queueRatingEdit(db, ALICE, edit('Second version of the edit text.'), T0 + 2);
    await drain();
    expect([...server.revisions.values()].map((b) => b.review)).toEqual([
      'First version of the edit text.',
      'Second version of the edit text.',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('404 is final, named on the rating; field codes are failed and correctable; 401 waits for a sign-in', async () => {
    const id = await queueRatingEdit(db, ALICE, edit('A corrected review, long enough.'), T0);
    server.script = ['gone'];
    await runOutbox(deps);
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', error: { fields: { rating: RATING_GONE } } });
    await queueRatingEdit(db, ALICE, edit('short'), T0 + 2);
    server.script = ['invalid'];
    await runOutbox(deps);
    expect(await db.outbox.get(id)).toMatchObject({
      state: 'failed',
      error: { fields: { review: ERROR_CODES.MIN_TEXT } },
    });
    expect(classifyRatingEditError({ status: 401 })).toEqual({ kind: 'unauthorized' });
    expect(classifyRatingEditError({ status: 403 })).toEqual({ kind: 'unauthorized' });
    expect(classifyRatingEditError({ status: 413 })).toMatchObject({
      kind: 'invalid',
      fields: { review: ERROR_CODES.MAX_TEXT },
    });
    expect(classifyRatingEditError({ status: 429 })).toEqual({ kind: 'retry', reason: 'rate-limited' });
    expect(classifyRatingEditError({ status: 503 })).toEqual({ kind: 'retry', reason: 'server' });
  });
});

describe('rating-withdraw', () => {
  it('is delivered once after a lost answer (the second DELETE finds nothing: 404 is delivered)', async () => {
    expect(await queueRatingWithdraw(db, ALICE, { collection: COLLECTION, rating: RATING }, T0)).toBe('queued');
    server.script = ['lost'];
    await drain();
    expect(server.deletes).toEqual([RATING, RATING]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops the waiting edits of the rating, and forgets the rating and the lists naming it once delivered', async () => {
    await queueRatingEdit(db, ALICE, edit('A corrected review, long enough.'), T0);
    await db.records.put({ collection: COLLECTION, id: RATING, data: { id: RATING }, fetchedAt: T0, accessedAt: T0 });
    await db.queries.put({
      key: 'q1',
      collection: COLLECTION,
      ids: [RATING, 'other0000000001'],
      totalItems: 2,
      fetchedAt: T0,
      accessedAt: T0,
    });
    await db.queries.put({
      key: 'q2',
      collection: COLLECTION,
      ids: ['other0000000001'],
      totalItems: 1,
      fetchedAt: T0,
      accessedAt: T0,
    });
    await queueRatingWithdraw(db, ALICE, { collection: COLLECTION, rating: RATING }, T0 + 1);
    await drain();
    expect(server.edits).toEqual([]);
    expect(server.deletes).toEqual([RATING]);
    expect(await db.records.get([COLLECTION, RATING])).toBeUndefined();
    expect((await db.queries.toArray()).map((q) => q.key)).toEqual(['q2']);
  });

  it('a decided record is a final refusal', async () => {
    await queueRatingWithdraw(db, ALICE, { collection: COLLECTION, rating: RATING }, T0);
    server.script = ['decided'];
    await runOutbox(deps);
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ state: 'failed', error: { fields: { status: ERROR_CODES.ALREADY_DECIDED } } });
    expect(classifyWithdrawError({ status: 401 })).toEqual({ kind: 'unauthorized' });
    expect(classifyWithdrawError({ status: 429 })).toEqual({ kind: 'retry', reason: 'rate-limited' });
  });

  it('a rating whose create never left the device is discarded there, with its edits: nothing is sent', async () => {
    const create = {
      id: RATING,
      collection: COLLECTION,
      payload: { institution: 'inst00000000001', review: 'A review written offline, long enough.' },
    };
    await db.outbox.add({ ...create, state: 'waiting', userId: ALICE, createdAt: T0, attempts: 0, nextAttemptAt: T0 });
    await queueRatingEdit(db, ALICE, edit('A corrected review, long enough.'), T0 + 1);
    expect(await queueRatingWithdraw(db, ALICE, { collection: COLLECTION, rating: RATING }, T0 + 2)).toBe('discarded');
    expect(await db.outbox.count()).toBe(0);
    await drain();
    expect([server.creates, server.edits, server.deletes]).toEqual([[], [], []]);
  });
});
