// The outbox's public API (docs/architecture.md, rule 2: every write goes through here, online or not) and the triggers
// that run the engine in the browser: at start, when the browser comes online, when the session changes
// (signed in again, verified), when a waiting item's backoff ends, and once a minute while items wait.
// Runs are serialised inside the tab (one at a time, a request during a run schedules one more run) and
// across tabs (outbox-lock.ts).
import { newRecordId } from '@/domain/record-id';
import { useSession } from '@/lib/auth/session-store';
import { appDb, type OutboxItem } from '@/lib/db/app-db';
import { runOutbox, type RunOptions } from './outbox-engine';
import { OUTBOX_KINDS } from './outbox-kinds';
import { withOutboxLock } from './outbox-lock';
import type { OutboxSession } from './outbox-session';
import { emitOutboxEvent, markRefused, useOutboxStatus } from './outbox-status';
import { pocketBaseTransport } from './outbox-transport';

export interface NewOutboxItem {
  collection: string;
  /** The validated body, without `id`. */
  payload: Record<string, unknown>;
  /** What the item is about, shown in the outbox view (e.g. the rated institution's name). */
  label?: string;
  /** A create kind named for the views (a profile claim, outbox-kinds.ts); still sent with its client id. */
  kind?: string;
}

/** Queues a create for the signed-in account and starts sending it; returns the record's client id. */
export async function enqueue(item: NewOutboxItem): Promise<string> {
  const user = useSession.getState().user;
  if (!user) throw new Error('The outbox takes writes of a signed-in account only.');
  const { id: _ignored, ...payload } = item.payload;
  const id = newRecordId();
  const now = Date.now();
  const row: OutboxItem = {
    id,
    collection: item.collection,
    payload,
    state: 'waiting',
    userId: user.id,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  };
  if (item.label) row.label = item.label;
  if (item.kind) row.kind = item.kind;
  await appDb().outbox.add(row);
  void syncOutbox();
  return id;
}

/** Sends an item now, without waiting for its backoff (a failed item is resent as it is). */
export async function retryNow(id: string): Promise<void> {
  await appDb()
    .outbox.where('id')
    .equals(id)
    .and((i) => i.state !== 'sending')
    .modify({ state: 'waiting', nextAttemptAt: Date.now() });
  void syncOutbox({ force: true });
}

/** Removes an item that is not being sent right now; false when it is in flight (or gone). */
export async function discard(id: string): Promise<boolean> {
  const removed = await appDb()
    .outbox.where('id')
    .equals(id)
    .and((i) => i.state !== 'sending')
    .delete();
  return removed > 0;
}

/** Replaces a failed or waiting item's body (the user fixed what the server refused) and resends it. */
export async function updatePayload(id: string, payload: Record<string, unknown>): Promise<void> {
  const { id: _ignored, ...body } = payload;
  await appDb()
    .outbox.where('id')
    .equals(id)
    .and((i) => i.state !== 'sending')
    .modify((item) => {
      item.payload = body;
      item.state = 'waiting';
      item.attempts = 0;
      item.nextAttemptAt = Date.now();
      delete item.error;
    });
  void syncOutbox({ force: true });
}

function currentSession(): OutboxSession | null {
  const { token, user } = useSession.getState();
  return user && token ? { userId: user.id, verified: user.verified, token } : null;
}

let running: Promise<void> | null = null;
let again: RunOptions | null = null;
let wakeTimer: ReturnType<typeof setTimeout> | undefined;

/** Runs the outbox now (or right after the run in progress). Resolves when this tab's runs are over. */
export function syncOutbox(options: RunOptions = {}): Promise<void> {
  if (running) {
    again = { force: again?.force === true || options.force === true };
    return running;
  }
  running = (async () => {
    let next: RunOptions | null = options;
    while (next) {
      const opts: RunOptions = next;
      again = null;
      await runOnce(opts);
      next = again;
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

async function runOnce(options: RunOptions): Promise<void> {
  clearTimeout(wakeTimer);
  useOutboxStatus.setState({ syncing: true });
  try {
    const outcome = await withOutboxLock(appDb(), () =>
      runOutbox(
        {
          db: appDb(),
          transport: pocketBaseTransport,
          kinds: OUTBOX_KINDS,
          now: Date.now,
          session: currentSession,
          refusedToken: () => useOutboxStatus.getState().refusedToken,
          markRefused: (token) => markRefused(token, useSession.getState().token),
          emit: emitOutboxEvent,
        },
        options,
      ),
    );
    if (outcome?.status === 'backoff') {
      wakeTimer = setTimeout(() => void syncOutbox(), Math.max(0, outcome.wakeAt - Date.now()));
    }
  } finally {
    useOutboxStatus.setState({ syncing: false });
  }
}
