// The outbox state machine, free of browser globals: the database, transport, clock, session and event sink
// are injected, so unit tests drive it with fake-indexeddb and a scripted transport.
//
// One run sends the current account's items one at a time, oldest first, and stops at the first item that
// cannot go now (its backoff is not over, the network is down, the session is refused). Per answer:
//   created            → delivered: the item leaves the outbox, a 'delivered' event is emitted
//   voted (a vote)     → delivered; the server's vote and counts go into the mirror in the same transaction
//   replied (a reply)  → delivered; the route's answer becomes the account's stored reply in the same transaction
//   id already exists  → delivered too: an earlier attempt was committed and its answer lost (exactly once)
//   400 (other codes)  → 'failed' with the server's field codes; stays until the user edits or discards it
//   401 / 403          → back to 'waiting' untouched; the session is marked refused (needsSignIn)
//   network, 5xx, 429  → back to 'waiting' with attempts + 1 and nextAttemptAt = now + backoff
// Items of another account are never sent under this one: they wait until their author signs in.
// Callers hold the cross-tab lock (outbox-lock.ts) around a run, so an item found 'sending' at the start
// of a run was left by a tab that died mid-request: it is sent again with the same id, which is safe.
import type { AppDB, OutboxItem } from '@/lib/db/app-db';
import { deliverReply, replyPayloadOf } from '@/lib/professors/reply-outbox';
import { deliverVote, votePayloadOf } from '@/lib/votes/vote-outbox';
import { backoffDelay } from './outbox-backoff';
import { isTokenExpired, type OutboxSession } from './outbox-session';
import type { OutboxEvent } from './outbox-status';
import type { OutboxTransport, ReplyResult, SendResult, VoteResult } from './outbox-transport';

export interface EngineDeps {
  db: AppDB;
  transport: OutboxTransport;
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
async function queueOf(db: AppDB, userId: string): Promise<OutboxItem[]> {
  const items = await db.outbox.where('userId').equals(userId).toArray();
  return items.filter((i) => i.state !== 'failed').sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
}

/** One item to its route: a vote or a reply to theirs (idempotent), anything else as a create with its client id. */
function send(transport: OutboxTransport, item: OutboxItem, token: string): Promise<SendResult | VoteResult | ReplyResult> {
  const vote = votePayloadOf(item);
  if (vote) return transport.vote(vote, token);
  const reply = replyPayloadOf(item);
  if (reply) return transport.reply(reply, token);
  return transport.create(item.collection, { ...item.payload, id: item.id }, token);
}

export async function runOutbox(deps: EngineDeps, options: RunOptions = {}): Promise<RunOutcome> {
  const { db, transport, now, emit } = deps;
  let force = options.force === true;
  for (;;) {
    const session = deps.session();
    if (!session) return { status: 'signed-out' };
    const queue = await queueOf(db, session.userId);
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
      await db.outbox.bulkUpdate(queue.map((i) => ({ key: i.id, changes: { nextAttemptAt: Math.min(i.nextAttemptAt, at) } })));
      continue;
    }
    if (item.nextAttemptAt > now()) return { status: 'backoff', wakeAt: item.nextAttemptAt };

    await db.outbox.update(item.id, { state: 'sending' });
    // The token read with the account above: the request is the author's even if the session changes now.
    const result = await send(transport, item, session.token);
    const attempts = item.attempts + 1;
    switch (result.kind) {
      case 'voted':
        // Delivered: the mirror takes the server's vote and counts in the transaction that removes the item.
        await deliverVote(db, item, result.answer, now());
        emit({ type: 'delivered', item: { ...item, attempts } });
        break;
      case 'replied':
        await deliverReply(db, item, result.answer, now());
        emit({ type: 'delivered', item: { ...item, attempts } });
        break;
      case 'created':
      case 'duplicate':
        await db.outbox.delete(item.id);
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
