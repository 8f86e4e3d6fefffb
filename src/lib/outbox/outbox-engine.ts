// The outbox state machine, free of browser globals and of any write kind: the database, transport, kinds, clock,
// session and event sink are injected, so unit tests drive it with fake-indexeddb and a scripted transport.
//
// One run sends the current account's items one at a time, oldest first, and stops at the first item that
// cannot go now (its backoff is not over, the network is down, the session is refused). Each item goes through
// its kind (outbox-kind.ts: a create with its client id, a vote, a reply...). Per outcome:
//   delivered          → the kind's deliver removes the item (and stores what the answer means), 'delivered' event;
//                        for a create, "id already exists" is delivered too: an earlier attempt was committed
//                        and its answer lost (exactly once)
//   400 (other codes)  → 'failed' with the server's field codes; stays until the user edits or discards it
//   401 / 403          → back to 'waiting' untouched; the session is marked refused (needsSignIn)
//   network, 5xx, 429  → back to 'waiting' with attempts + 1 and nextAttemptAt = now + backoff
// Items of another account are never sent under this one: they wait until their author signs in. Items of a
// kind this version does not know (written by a newer tab) are left for a version that does.
// Callers hold the cross-tab lock (outbox-lock.ts) around a run, so an item found 'sending' at the start
// of a run was left by a tab that died mid-request: it is sent again with the same id, which is safe.
import type { AppDB, OutboxItem } from '@/lib/db/app-db';
import { backoffDelay } from './outbox-backoff';
import { kindOf, type OutboxKind } from './outbox-kind';
import { isTokenExpired, type OutboxSession } from './outbox-session';
import type { OutboxEvent } from './outbox-status';
import type { OutboxTransport } from './outbox-transport';

export interface EngineDeps {
  db: AppDB;
  transport: OutboxTransport;
  /** The registered write kinds (outbox-kinds.ts). */
  kinds: readonly OutboxKind[];
  now: () => number;
  /** The signed-in account, or null when signed out. */
  session: () => OutboxSession | null;
  /** The token the server refused last (items do not go out under it). */
  refusedToken: () => string;
  markRefused: (token: string) => void;
  emit: (event: OutboxEvent) => void;
  random?: () => number;
}

export interface RunOptions {
  /** Skip the backoff of the items waiting now (the browser came online, a new session, "retry now"). */
  force?: boolean;
}

export type RunOutcome =
  /** Nothing of this account left to send (failed items wait for the user). */
  | { status: 'idle' }
  /** The next item waits for its backoff: run again at this time. */
  | { status: 'backoff'; wakeAt: number }
  | { status: 'needs-sign-in' }
  | { status: 'unverified' }
  | { status: 'signed-out' };

/** The account's items that may be sent, oldest first. */
async function queueOf(db: AppDB, userId: string, kinds: readonly OutboxKind[]): Promise<OutboxItem[]> {
  const items = await db.outbox.where('userId').equals(userId).toArray();
  return items
    .filter((i) => i.state !== 'failed' && kindOf(kinds, i) !== undefined)
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
}

export async function runOutbox(deps: EngineDeps, options: RunOptions = {}): Promise<RunOutcome> {
  const { db, transport, now, emit } = deps;
  let force = options.force === true;
  for (;;) {
    const session = deps.session();
    if (!session) return { status: 'signed-out' };
    const queue = await queueOf(db, session.userId, deps.kinds);
    const item = queue[0];
    if (!item) return { status: 'idle' };
    // An unverified account cannot create anything (createRule): its items wait for verification.
    if (!session.verified) return { status: 'unverified' };
    if (session.token === deps.refusedToken()) return { status: 'needs-sign-in' };
    if (isTokenExpired(session.token, now())) {
      deps.markRefused(session.token);
      emit({ type: 'needs-sign-in' });
      return { status: 'needs-sign-in' };
    }
    if (force) {
      // Once per run: the retries this run schedules itself keep their backoff.
      force = false;
      const at = now();
      await db.outbox.bulkUpdate(
        queue.map((i) => ({ key: i.id, changes: { nextAttemptAt: Math.min(i.nextAttemptAt, at) } })),
      );
      continue;
    }
    if (item.nextAttemptAt > now()) return { status: 'backoff', wakeAt: item.nextAttemptAt };

    await db.outbox.update(item.id, { state: 'sending' });
    // queueOf kept only items of a kind this version knows.
    const kind = kindOf(deps.kinds, item)!;
    // The token read with the account above: the request is the author's even if the session changes now.
    const result = await kind.send(item, session.token, transport);
    const attempts = item.attempts + 1;
    switch (result.kind) {
      case 'delivered':
        await kind.deliver(db, item, result.answer, now());
        emit({ type: 'delivered', item: { ...item, attempts } });
        break;
      case 'invalid': {
        const error = { code: 'invalid', fields: result.fields, message: result.message };
        await db.outbox.update(item.id, { state: 'failed', attempts, error });
        emit({ type: 'failed', item: { ...item, state: 'failed', attempts, error } });
        break;
      }
      case 'unauthorized':
        // Not the item's fault: it goes out unchanged once the user signs in again.
        await db.outbox.update(item.id, { state: 'waiting', error: { code: 'session' } });
        deps.markRefused(session.token);
        emit({ type: 'needs-sign-in' });
        return { status: 'needs-sign-in' };
      case 'retry': {
        const nextAttemptAt = now() + backoffDelay(attempts, deps.random);
        await db.outbox.update(item.id, { state: 'waiting', attempts, nextAttemptAt, error: { code: result.reason } });
        return { status: 'backoff', wakeAt: nextAttemptAt };
      }
    }
  }
}
