// A professor's replies and claims on the device (slices/professors/*, docs/outbox.md "Replies") on fake-indexeddb:
// edits of one rating's reply collapse into one item, the route's answer becomes the account's stored reply as the
// item leaves, a refusal is final, a list asked before a delivery does not undo it, and another account's claims
// and replies leave the device with its sign-out.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@contract/error-codes.js';
import { REPLY_TARGET_GONE, type Reply } from '@/domain/professors';
import type { AppDB } from '@/lib/db/app-db';
import { runOutbox, type EngineDeps } from '@/lib/outbox/outbox-engine';
import type { OutboxTransport, PostResult } from '@/lib/outbox/outbox-transport';
import { forgetOtherAccounts } from '@/lib/outbox/forget-account';
import { myReplyKey, queueReply, type ReplyPayload } from '@/lib/outbox/kinds/reply-kind';
import { storeMyClaims } from '@/slices/professors/my-claims';
import { storeMyReplies } from '@/slices/professors/my-replies';
import { engineSetup } from './engine-fixtures';

const T0 = Date.UTC(2026, 10, 28, 10, 0, 0);
const ALICE = 'aliceaaaaaaaaaa';
const BOB = 'bobbbbbbbbbbbbb';
const RATING = 'rating000000001';
const INSTRUCTOR = 'instructor00001';

/** The reply route: one reply per rating, a new body back to moderation and one revision more. */
class ReplyServer implements OutboxTransport {
  stored = new Map<string, Reply>();
  requests: ReplyPayload[] = [];
  refuse: 'gone' | 'not-owner' | undefined;
  async create(): Promise<never> {
    throw new Error('no creates here');
  }
  async remove(): Promise<never> {
    throw new Error('no deletes here');
  }
  async post<A>(path: string, body: Record<string, unknown>): Promise<PostResult<A>> {
    const [, rating] = /^\/api\/rayek\/ratings\/instructor_ratings\/([^/]+)\/reply$/.exec(path) ?? [];
    if (!rating) throw new Error(`not the reply route: ${path}`);
    return this.reply({ rating, instructor: INSTRUCTOR, body: String(body.body) }) as PostResult<A>;
  }
  reply(reply: ReplyPayload): PostResult<Record<string, unknown>> {
    this.requests.push(reply);
    if (this.refuse === 'gone') return { kind: 'invalid', fields: { rating: REPLY_TARGET_GONE }, message: '' };
    if (this.refuse === 'not-owner')
      return { kind: 'invalid', fields: { rating: ERROR_CODES.NOT_PROFILE_OWNER }, message: '' };
    const before = this.stored.get(reply.rating);
    const changed = before?.body !== reply.body;
    const after: Reply = {
      id: before?.id ?? 'reply0000000001',
      rating: reply.rating,
      instructor: INSTRUCTOR,
      body: reply.body,
      status: changed ? 'PENDING_APPROVAL' : before.status,
      edited: (before?.edited ?? false) || (changed && before?.status === 'ACTIVE'),
      revision: (before?.revision ?? 0) + (changed ? 1 : 0),
    };
    this.stored.set(reply.rating, after);
    return { kind: 'answered', answer: { ...after } };
  }
}

let db: AppDB;
let server: ReplyServer;
let deps: EngineDeps;

beforeEach(async () => {
  server = new ReplyServer();
  ({ db, deps } = await engineSetup('reply-test', server, ALICE, T0));
});

afterEach(async () => {
  db.close();
  await db.delete();
});

const reply = (body: string): ReplyPayload => ({ rating: RATING, instructor: INSTRUCTOR, body });

describe('reply outbox', () => {
  it('keeps one item per rating: a second edit replaces the waiting one, and only the last body is sent', async () => {
    const first = await queueReply(db, ALICE, reply('First thoughts on this.'), T0);
    expect(await queueReply(db, ALICE, reply('Second, better thoughts.'), T0 + 1)).toBe(first);
    expect(await db.outbox.count()).toBe(1);
    await runOutbox(deps);
    expect(server.requests).toEqual([reply('Second, better thoughts.')]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stores the route’s answer as the account’s reply in the transaction that removes the item', async () => {
    await queueReply(db, ALICE, reply('Thank you for the feedback.'), T0);
    await runOutbox(deps);
    const row = await db.myReplies.get(myReplyKey(ALICE, RATING));
    expect(row).toMatchObject({
      userId: ALICE,
      instructor: INSTRUCTOR,
      rating: RATING,
      reply: { body: 'Thank you for the feedback.', status: 'PENDING_APPROVAL', revision: 1 },
    });
  });

  it('a reply refused because the rating is gone or the profile is not the sender’s fails for good, and nothing is stored', async () => {
    server.refuse = 'not-owner';
    const id = await queueReply(db, ALICE, reply('Thank you for the feedback.'), T0);
    await runOutbox(deps);
    expect(await db.outbox.get(id)).toMatchObject({
      state: 'failed',
      error: { fields: { rating: ERROR_CODES.NOT_PROFILE_OWNER } },
    });
    expect(await db.myReplies.count()).toBe(0);
    // A new edit is a new wish: the refused item takes it and waits again.
    server.refuse = undefined;
    expect(await queueReply(db, ALICE, reply('Another try at it.'), T0 + 5)).toBe(id);
    await runOutbox(deps);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a list of the account’s replies asked before a delivery leaves the delivered reply alone', async () => {
    const askedAt = T0;
    await queueReply(db, ALICE, reply('Newer words here.'), T0);
    await runOutbox(deps); // delivered at T0 + 1000, after the list was asked
    const older: Reply = {
      id: 'reply0000000001',
      rating: RATING,
      instructor: INSTRUCTOR,
      body: 'Old words.',
      status: 'ACTIVE',
      edited: false,
      revision: 1,
    };
    await storeMyReplies(db, ALICE, INSTRUCTOR, [older], T0 + 2_000, askedAt);
    expect((await db.myReplies.get(myReplyKey(ALICE, RATING)))?.reply.body).toBe('Newer words here.');
    // Asked after it, the list is the truth: a reply no longer listed goes.
    await storeMyReplies(db, ALICE, INSTRUCTOR, [], T0 + 3_000, T0 + 2_500);
    expect(await db.myReplies.count()).toBe(0);
  });
});

describe('claims and replies per account', () => {
  it('a listed set of claims replaces the account’s stored ones; another account’s data leaves with its sign-out', async () => {
    await storeMyClaims(db, ALICE, [{ id: 'claim0000000001', instructor: INSTRUCTOR, status: 'PENDING' }], T0);
    await storeMyClaims(db, ALICE, [{ id: 'claim0000000001', instructor: INSTRUCTOR, status: 'APPROVED' }], T0 + 1);
    await storeMyClaims(db, BOB, [{ id: 'claim0000000002', instructor: 'other0000000001', status: 'PENDING' }], T0);
    await db.myReplies.put({
      key: myReplyKey(BOB, RATING),
      userId: BOB,
      instructor: INSTRUCTOR,
      rating: RATING,
      reply: {},
      fetchedAt: T0,
    });
    expect((await db.myClaims.where('userId').equals(ALICE).toArray()).map((c) => c.status)).toEqual(['APPROVED']);

    await forgetOtherAccounts(db, ALICE);
    expect((await db.myClaims.toArray()).map((c) => c.userId)).toEqual([ALICE]);
    expect(await db.myReplies.count()).toBe(0);
    await forgetOtherAccounts(db, undefined);
    expect(await db.myClaims.count()).toBe(0);
  });
});
