// One tab's part in the session that every tab of the site shares: the localStorage entry `pocketbase_auth`.
// Tabs never message each other; each learns of another's change later, by a `storage` event. So every
// change this tab makes is decided on what is stored at that moment, never on what it saw earlier:
// - a refresh is asked for the stored token, one tab at a time (Web Lock `rayek-session`) and once per tab;
//   a tab that got the lock after another one's refresh finds a new token and asks nothing;
// - its answer replaces only the token it was asked for: if, meanwhile, any tab signed out, signed in (same
//   or another account) or stored a newer token, the answer is stale and dropped;
// - a refusal (401/403/404) ends only the refused session, never a newer one stored since;
// - an expired or unreadable stored session is removed in the same task that read it;
// - only the user's own sign-in and sign-out replace a session unconditionally (the latest choice wins);
// - a changed record of the account (its name, its language) replaces only that account's stored record, and a
//   refresh answered after such a change keeps the changed record (it read the account before the change).
// Free of browser globals: the storage entry, the lock manager and the server are passed in (unit tests use
// a shared fake storage, dispatched storage events and a scripted server).
import { isTokenValid } from '@/domain/auth-token';
import { parseStoredSession, SIGNED_OUT, toSessionUser, type SessionState } from './session-store';

export const SESSION_LOCK = 'rayek-session';

/** The shared entry (localStorage in the browser): reads always see the latest write of any tab. */
export interface SessionEntry {
  read(): string | null;
  write(value: string): void;
  remove(): void;
}

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export type RefreshAnswer =
  | { kind: 'refreshed'; token: string; record: unknown }
  /** The server refused the token (revoked, account deleted): `error` is what the caller is told. */
  | { kind: 'refused'; error: unknown };

export interface SessionTabDeps {
  entry: SessionEntry;
  /** Web Locks, or null where the browser has none (then two tabs may both ask; the later answer is dropped). */
  locks: LockManagerLike | null;
  /** Asks the server to refresh this token; throws when no answer came (offline, 5xx, 429). */
  refresh: (token: string) => Promise<RefreshAnswer>;
  /** Shows a session in this tab (the zustand mirror). */
  publish: (session: SessionState) => void;
  now?: () => number;
}

export interface SessionTab {
  /** Re-reads the stored session into this tab (start-up, `storage` events). */
  reload(): SessionState;
  /**
   * Refreshes the stored session; resolves with the session stored afterwards (possibly another tab's newer
   * one). Rejects with the server's error when it could not answer (the session stays) or refused the token
   * that was still stored (the session is then forgotten).
   */
  refresh(): Promise<SessionState>;
  /** Drops an expired or unreadable stored session; refreshes a valid one (failures are left for later). */
  settle(): Promise<void>;
  /** The user's sign-in: stores this session for every tab, whatever was stored (the latest choice wins). */
  signIn(token: string, record: unknown): void;
  /** The user's sign-out: forgets whatever session is stored, on this device (every tab). */
  signOut(): void;
  /**
   * The account's own record as the server answered a change (a new name, language): replaces the stored
   * record, token kept, when that account's session is still the one stored; false (nothing written) when
   * another tab signed out or in as someone else meanwhile, or the record is unreadable.
   */
  updateRecord(record: unknown): boolean;
}

const tokenOfStored = (raw: string | null): string => {
  try {
    const token = raw ? (JSON.parse(raw) as { token?: unknown }).token : undefined;
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  }
};

const recordOfStored = (raw: string | null): unknown => {
  try {
    return raw ? (JSON.parse(raw) as { record?: unknown }).record : undefined;
  } catch {
    return undefined;
  }
};

export function createSessionTab(deps: SessionTabDeps): SessionTab {
  const { entry, publish } = deps;
  const now = deps.now ?? Date.now;
  const current = () => parseStoredSession(entry.read(), now());
  const reload = () => {
    const session = current();
    publish(session);
    return session;
  };
  let inFlight: Promise<SessionState> | null = null;

  async function refreshUnderLock(asked: SessionState): Promise<SessionState> {
    // Waiting for the lock may have taken a while: another tab may have refreshed, signed out or signed in.
    if (tokenOfStored(entry.read()) !== asked.token) return reload();
    // What the refresh is asked against: a change of the record meanwhile (a new name or language the server
    // answered while the refresh was on its way) is newer than the record the refresh read.
    const before = entry.read();
    // No answer (offline, 5xx, 429) throws from here: the session stays.
    const answer = await deps.refresh(asked.token);
    if (answer.kind === 'refused') {
      // A refusal of a token no longer stored says nothing about the session stored now.
      if (tokenOfStored(entry.read()) !== asked.token) return reload();
      entry.remove();
      publish(SIGNED_OUT);
      throw answer.error;
    }
    const user = toSessionUser(answer.record);
    const storedNow = entry.read();
    const stale = tokenOfStored(storedNow) !== asked.token;
    if (!stale && user?.id === asked.user?.id && isTokenValid(answer.token, now())) {
      // The new token always; the answer's record only if nobody replaced the stored one meanwhile.
      const record = storedNow === before ? answer.record : recordOfStored(storedNow);
      entry.write(JSON.stringify({ token: answer.token, record }));
    }
    return reload();
  }

  async function refreshOnce(): Promise<SessionState> {
    const asked = current();
    if (!asked.token) return reload();
    const task = () => refreshUnderLock(asked);
    return deps.locks ? deps.locks.request(SESSION_LOCK, task) : task();
  }

  function refresh(): Promise<SessionState> {
    inFlight ??= refreshOnce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    reload,
    refresh,
    async settle() {
      const raw = entry.read();
      const session = parseStoredSession(raw, now());
      if (!session.token) {
        // Read and removed in one task: no other tab's write can come between them in this tab's view.
        if (raw !== null) entry.remove();
        publish(SIGNED_OUT);
        return;
      }
      publish(session);
      await refresh().catch(() => undefined);
    },
    signIn(token, record) {
      entry.write(JSON.stringify({ token, record }));
      reload();
    },
    signOut() {
      entry.remove();
      publish(SIGNED_OUT);
    },
    updateRecord(record) {
      const stored = current();
      const user = toSessionUser(record);
      if (!stored.token || !user || stored.user?.id !== user.id) return false;
      entry.write(JSON.stringify({ token: stored.token, record }));
      reload();
      return true;
    },
  };
}
