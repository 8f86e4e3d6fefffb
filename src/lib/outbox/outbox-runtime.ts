// Starts the outbox in the browser (once, lazily, after the app is interactive): its triggers
// (docs/outbox.md) and the badge count. Loaded with a dynamic import, so Dexie and the SDK stay out of the first load.
import { liveQuery } from 'dexie';
import { refreshSession } from '@/lib/auth/auth-api';
import { useSession } from '@/lib/auth/session-store';
import { appDb, type OutboxItem } from '@/lib/db/app-db';
import { getPocketBase } from '@/lib/pocketbase/client';
import { forgetOtherAccounts } from './forget-account';
import { syncOutbox } from './outbox';
import { useOutboxStatus } from './outbox-status';

/** While items wait, a run at least this often (a backoff timer covers the usual case; this is the net). */
export const SWEEP_MS = 60_000;

/** What the badge counts: the current account's items, or every item while nobody is signed in. */
export function pendingFor(items: readonly OutboxItem[], userId: string | undefined): number {
  return userId ? items.filter((i) => i.userId === userId).length : items.length;
}

let stop: (() => void) | undefined;

export function startOutboxSync(): () => void {
  if (stop) return stop;
  let items: OutboxItem[] = [];
  const recount = () => useOutboxStatus.setState({ pending: pendingFor(items, useSession.getState().user?.id) });
  const subscription = liveQuery(() => appDb().outbox.toArray()).subscribe({
    next: (rows) => {
      items = rows;
      recount();
    },
    error: () => undefined,
  });

  const onOnline = () => void syncOutbox({ force: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible' && useOutboxStatus.getState().pending > 0) void syncOutbox();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);

  // Per-account data (votes, claims, replies...): an account signed out (here or in another tab) takes it along.
  const forgetOthers = () => void forgetOtherAccounts(appDb(), useSession.getState().user?.id).catch(() => undefined);
  forgetOthers();
  const unsubscribeSession = useSession.subscribe((state, previous) => {
    recount();
    if (state.user?.id !== previous.user?.id) forgetOthers();
    const tokenChanged = state.token !== previous.token;
    const becameVerified = state.user?.verified === true && previous.user?.verified !== true;
    if (tokenChanged) useOutboxStatus.setState({ needsSignIn: false });
    if (tokenChanged || becameVerified) void syncOutbox({ force: true });
  });

  // A refused send while the page stays open: the token may be dead (the password was reset or changed on
  // another device). The session refresh asks the server, which ends a dead session on every tab (the header
  // then says signed out, the items keep waiting); a live one comes back with a new token and the items go
  // again. At most one check a minute, so a server that refused a live token could not make a request loop.
  let lastCheck = -Infinity;
  const unsubscribeRefusals = useOutboxStatus.subscribe((state, previous) => {
    const token = useSession.getState().token;
    if (!state.needsSignIn || previous.needsSignIn || !token || state.refusedToken !== token) return;
    if (Date.now() - lastCheck < SWEEP_MS) return;
    lastCheck = Date.now();
    refreshSession().catch(() => undefined);
  });

  const sweep = setInterval(() => {
    if (useOutboxStatus.getState().pending > 0) void syncOutbox();
  }, SWEEP_MS);

  // The session mirror follows other tabs' sign-ins through storage events (session-store.ts), so a sign-in
  // anywhere restarts waiting items here; the SDK loads now, before the first send needs it.
  void getPocketBase();
  void syncOutbox();

  stop = () => {
    subscription.unsubscribe();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribeSession();
    unsubscribeRefusals();
    clearInterval(sweep);
    stop = undefined;
  };
  return stop;
}
