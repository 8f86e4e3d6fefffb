// The outbox state machine (lib/outbox/outbox-engine.ts) on fake-indexeddb with a scripted transport that
// stands in for a server: it keeps the records it committed by id, answers "already exists" for a taken id
// like PocketBase, and can be told to fail a request before or after committing it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppDB, type OutboxItem } from '@/lib/db/app-db';
import { backoffDelay, BACKOFF_BASE_MS } from '@/lib/outbox/outbox-backoff';
import { runOutbox, type EngineDeps } from '@/lib/outbox/outbox-engine';
import type { OutboxSession } from '@/lib/outbox/outbox-session';
import type { OutboxEvent } from '@/lib/outbox/outbox-status';
import { OUTBOX_KINDS } from '@/lib/outbox/outbox-kinds';
import type { OutboxTransport, PostResult, SendResult } from '@/lib/outbox/outbox-transport';

/** A JWT-shaped token of an account whose `exp` is the given time (ms); the engine reads only the claim. */
function tokenExpiringAt(ms: number, userId = ''): string {
  const payload = btoa(JSON.stringify({ id: userId, exp: Math.floor(ms / 1000) })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

/** The account a token names, as the server reads it. */
const accountOf = (token: string): string => (JSON.parse(atob(token.split('.')[1]!)) as { id: string }).id;

type Step = 'ok' | 'invalid' | 'server-error' | 'network-before' | 'lost-answer' | 'unauthorized' | 'rate-limited';

class ScriptedServer implements OutboxTransport {
  records = new Map<string, { collection: string; body: Record<string, unknown>; user: string }>();
  requests: Array<{ collection: string; id: string; token: string }> = [];
  script: Step[] = [];
  async create(collection: string, body: Record<string, unknown>, token: string): Promise<SendResult> {
    const id = String(body.id);
    this.requests.push({ collection, id, token });
    const step = this.script.shift() ?? 'ok';
    if (step === 'network-before') return { kind: 'retry', reason: 'network' };
    if (step === 'server-error') return { kind: 'retry', reason: 'server' };
    if (step === 'rate-limited') return { kind: 'retry', reason: 'rate-limited' };
    if (step === 'unauthorized') return { kind: 'unauthorized' };
    if (step === 'invalid')
      return {
        kind: 'invalid',
        fields: { review: 'validation_min_text_constraint' },
        message: 'Failed to create record.',
      };
    if (this.records.has(id)) return { kind: 'duplicate' };
    this.records.set(id, { collection, body, user: accountOf(token) });
    // The server committed, but the answer never reaches the client.
    if (step === 'lost-answer') return { kind: 'retry', reason: 'network' };
    return { kind: 'created', record: { ...body, status: 'PENDING_APPROVAL' } };
  }
  async remove(): Promise<never> {
    throw new Error('no deletes here');
  }
  async post<A>(): Promise<PostResult<A>> {
    return { kind: 'retry', reason: 'server' };
  }
}

let db: AppDB;
let clock: number;
let session: OutboxSession | null;
let refused: string;
let events: OutboxEvent[];
let server: ScriptedServer;
let deps: EngineDeps;
let counter = 0;

const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);
const ALICE = 'aliceaaaaaaaaaa';
const BOB = 'bobbbbbbbbbbbbb';

function sessionOf(userId: string, verified = true): OutboxSession {
  return { userId, verified, token: tokenExpiringAt(T0 + 3_600_000, userId) };
}

async function put(userId: string, overrides: Partial<OutboxItem> = {}): Promise<OutboxItem> {
  counter += 1;
  const item: OutboxItem = {
    id: `item${String(counter).padStart(11, '0')}`,
    collection: 'institution_ratings',
    payload: { institution: 'inst00000000001', review: `A fair review number ${counter}` },
    state: 'waiting',
    userId,
    createdAt: T0 + counter,
    attempts: 0,
    nextAttemptAt: T0,
    ...overrides,
  };
  await db.outbox.add(item);
  return item;
}

beforeEach(async () => {
  db = new AppDB(`outbox-test-${Math.random()}`);
  await db.open();
  clock = T0 + 1_000;
  session = sessionOf(ALICE);
  refused = '';
  events = [];
  server = new ScriptedServer();
  deps = {
    db,
    transport: server,
    kinds: OUTBOX_KINDS,
    now: () => clock,
    session: () => session,
    refusedToken: () => refused,
    markRefused: (token) => {
      refused = token;
    },
    emit: (event) => events.push(event),
    random: () => 0.5,
  };
});

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('outbox engine', () => {
  it('delivers an item: one record on the server with the client id, the item leaves the outbox', async () => {
    const item = await put(ALICE);
    expect(await runOutbox(deps)).toEqual({ status: 'idle' });
    expect([...server.records.keys()]).toEqual([item.id]);
    expect(server.records.get(item.id)?.body).toEqual({ ...item.payload, id: item.id });
    expect(await db.outbox.count()).toBe(0);
    expect(events).toEqual([{ type: 'delivered', item: expect.objectContaining({ id: item.id }) }]);
  });

  it('marks a 400 failed with the server field codes and goes on with the next item', async () => {
    const bad = await put(ALICE);
    const good = await put(ALICE);
    server.script = ['invalid', 'ok'];
    await runOutbox(deps);
    const stored = await db.outbox.get(bad.id);
    expect(stored?.state).toBe('failed');
    expect(stored?.error).toEqual({
      code: 'invalid',
      fields: { review: 'validation_min_text_constraint' },
      message: 'Failed to create record.',
    });
    expect(server.records.has(bad.id)).toBe(false);
    expect(server.records.has(good.id)).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['failed', 'delivered']);
    // A failed item is not resent on its own: it waits for the user to edit, retry or discard it.
    await runOutbox(deps, { force: true });
    expect(server.requests.filter((r) => r.id === bad.id)).toHaveLength(1);
  });

  it('keeps an item waiting after a 5xx and retries it after the backoff', async () => {
    const item = await put(ALICE);
    server.script = ['server-error'];
    const first = await runOutbox(deps);
    const delay = backoffDelay(1, () => 0.5);
    expect(first).toEqual({ status: 'backoff', wakeAt: clock + delay });
    const stored = await db.outbox.get(item.id);
    expect(stored).toMatchObject({
      state: 'waiting',
      attempts: 1,
      nextAttemptAt: clock + delay,
      error: { code: 'server' },
    });
    // Before the backoff is over, nothing is sent.
    clock += delay - 1;
    expect(await runOutbox(deps)).toEqual({ status: 'backoff', wakeAt: clock + 1 });
    expect(server.requests).toHaveLength(1);
    clock += 1;
    expect(await runOutbox(deps)).toEqual({ status: 'idle' });
    expect(server.records.size).toBe(1);
    expect(server.requests.map((r) => r.id)).toEqual([item.id, item.id]);
  });

  it('keeps an item waiting after a network error; coming online (force) sends it without waiting', async () => {
    const item = await put(ALICE);
    server.script = ['network-before'];
    expect((await runOutbox(deps)).status).toBe('backoff');
    expect((await db.outbox.get(item.id))?.error).toEqual({ code: 'network' });
    expect(await runOutbox(deps, { force: true })).toEqual({ status: 'idle' });
    expect(server.records.size).toBe(1);
  });

  it('counts a lost answer then "id already exists" as one delivery: one record, one message', async () => {
    const item = await put(ALICE);
    server.script = ['lost-answer'];
    await runOutbox(deps);
    expect(server.records.size).toBe(1);
    expect(await db.outbox.get(item.id)).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(events).toEqual([]);
    await runOutbox(deps, { force: true });
    expect(server.requests.map((r) => r.id)).toEqual([item.id, item.id]);
    expect(server.records.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(events.map((e) => e.type)).toEqual(['delivered']);
  });

  it('resends an item left "sending" by a tab that died mid-request, with the same id', async () => {
    const item = await put(ALICE, { state: 'sending' });
    server.records.set(item.id, { collection: item.collection, body: item.payload, user: ALICE });
    await runOutbox(deps);
    expect(server.records.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('backs off exponentially: 5 s, 10 s, 20 s … capped at 10 minutes, with jitter of ±20 %', () => {
    const plain = [1, 2, 3, 4, 5, 6, 7, 8, 30].map((n) => backoffDelay(n, () => 0.5));
    expect(plain).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 600_000, 600_000]);
    expect(backoffDelay(1, () => 0)).toBe(BACKOFF_BASE_MS * 0.8);
    expect(backoffDelay(1, () => 0.999999)).toBeLessThanOrEqual(BACKOFF_BASE_MS * 1.2);
  });

  it('grows the delay with each failed attempt of the same item', async () => {
    const item = await put(ALICE);
    server.script = ['server-error', 'rate-limited', 'server-error'];
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const outcome = await runOutbox(deps);
      if (outcome.status !== 'backoff') throw new Error(`expected a backoff, got ${outcome.status}`);
      waits.push(outcome.wakeAt - clock);
      clock = outcome.wakeAt;
    }
    expect(waits).toEqual([5_000, 10_000, 20_000]);
    expect((await db.outbox.get(item.id))?.attempts).toBe(3);
    await runOutbox(deps);
    expect(server.records.size).toBe(1);
  });

  it('sends oldest first, one at a time, and a waiting head keeps the later items behind it', async () => {
    const first = await put(ALICE, { createdAt: T0 + 10 });
    const second = await put(ALICE, { createdAt: T0 + 20 });
    const third = await put(ALICE, { createdAt: T0 + 5 });
    server.script = ['ok', 'server-error'];
    await runOutbox(deps);
    // third (oldest) went, first hit a 5xx: second did not overtake it.
    expect(server.requests.map((r) => r.id)).toEqual([third.id, first.id]);
    clock += 60_000;
    await runOutbox(deps);
    expect(server.requests.map((r) => r.id)).toEqual([third.id, first.id, first.id, second.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps items waiting on an expired or refused session and asks to sign in again', async () => {
    const item = await put(ALICE);
    server.script = ['unauthorized'];
    expect(await runOutbox(deps)).toEqual({ status: 'needs-sign-in' });
    expect(await db.outbox.get(item.id)).toMatchObject({ state: 'waiting', attempts: 0, error: { code: 'session' } });
    expect(events).toEqual([{ type: 'needs-sign-in' }]);
    // Under the refused token nothing more is sent, and the user is asked once, not on every run.
    expect(await runOutbox(deps, { force: true })).toEqual({ status: 'needs-sign-in' });
    expect(server.requests).toHaveLength(1);
    expect(events).toHaveLength(1);
    // Signed in again: a new token, the item goes.
    session = { ...sessionOf(ALICE), token: tokenExpiringAt(T0 + 7_200_000, ALICE) };
    expect(await runOutbox(deps, { force: true })).toEqual({ status: 'idle' });
    expect(server.records.size).toBe(1);
  });

  it('does not send under a token that has expired by its own clock', async () => {
    await put(ALICE);
    session = { userId: ALICE, verified: true, token: tokenExpiringAt(clock - 1, ALICE) };
    expect(await runOutbox(deps)).toEqual({ status: 'needs-sign-in' });
    expect(server.requests).toHaveLength(0);
    expect(refused).toBe(session.token);
  });

  for (const [change, next] of [
    ['signs in as someone else', () => sessionOf(BOB)],
    ['signs out', () => null],
  ] as const) {
    it(`sends an item as its author even when another tab ${change} while it is being sent, and nothing after`, async () => {
      const item = await put(ALICE);
      const later = await put(ALICE);
      // The other tab's change lands while this tab marks the item as sending (between check and request).
      db.outbox.hook('updating', (changes) => {
        if ((changes as Partial<OutboxItem>).state === 'sending') session = next();
      });
      await runOutbox(deps);
      expect(server.requests.map((r) => [r.id, accountOf(r.token)])).toEqual([[item.id, ALICE]]);
      expect(server.records.get(item.id)?.user).toBe(ALICE);
      // Alice's next item waits for her.
      expect(await db.outbox.get(later.id)).toMatchObject({ state: 'waiting', attempts: 0 });
    });
  }

  it('keeps items of another account for that account, and sends nothing while signed out or unverified', async () => {
    const bobs = await put(BOB);
    const alices = await put(ALICE);
    await runOutbox(deps);
    expect(server.requests.map((r) => r.id)).toEqual([alices.id]);
    expect(await db.outbox.get(bobs.id)).toMatchObject({ state: 'waiting', attempts: 0 });

    session = null;
    expect(await runOutbox(deps)).toEqual({ status: 'signed-out' });
    session = sessionOf(BOB, false);
    expect(await runOutbox(deps)).toEqual({ status: 'unverified' });
    expect(server.requests).toHaveLength(1);

    session = sessionOf(BOB);
    await runOutbox(deps);
    expect(server.records.get(bobs.id)?.user).toBe(BOB);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a registered create kind (a claim) as a create, and leaves an item of a kind it does not know alone', async () => {
    const claim = await put(ALICE, { kind: 'claim', collection: 'instructor_claims' });
    const future = await put(ALICE, { kind: 'written-by-a-newer-version' });
    expect(await runOutbox(deps)).toEqual({ status: 'idle' });
    expect(server.requests.map((r) => r.id)).toEqual([claim.id]);
    expect(await db.outbox.get(future.id)).toMatchObject({ state: 'waiting', attempts: 0 });
  });

  it('sends a report queued before reports carried a reason as OTHER (its comment was required then); a chosen reason as chosen', async () => {
    const comment = 'This review names a classmate of mine.';
    const legacy = await put(ALICE, {
      collection: 'reports',
      payload: { reported_collection: 'institution-rating', reported_id: 'rate00000000001', comment },
    });
    const chosen = await put(ALICE, {
      collection: 'reports',
      payload: {
        reported_collection: 'institution-rating',
        reported_id: 'rate00000000001',
        report_reason: 'SPAM_ADVERTISING',
      },
    });
    expect(await runOutbox(deps)).toEqual({ status: 'idle' });
    expect(server.records.get(legacy.id)?.body).toMatchObject({ report_reason: 'OTHER', comment });
    expect(server.records.get(chosen.id)?.body).toMatchObject({ report_reason: 'SPAM_ADVERTISING' });
  });
});
