// This tab's session (session-sync.ts) over the browser's own parts: localStorage, Web Locks and the zustand
// mirror. The server request loads with the account requests (auth-api.ts), only when a refresh is due.
import { AUTH_STORAGE_KEY, readStoredValue, useSession } from './session-store';
import { createSessionTab, type LockManagerLike, type SessionEntry } from './session-sync';

const entry: SessionEntry = {
  read: readStoredValue,
  write: (value) => {
    try {
      localStorage.setItem(AUTH_STORAGE_KEY, value);
    } catch {
      // Storage refused (private mode, full): the refreshed token is lost, the stored one still works.
    }
  },
  remove: () => {
    try {
      localStorage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Storage refused: nothing was stored either.
    }
  },
};

const locks = typeof navigator !== 'undefined' ? ((navigator.locks as LockManagerLike | undefined) ?? null) : null;

export const sessionTab = createSessionTab({
  entry,
  locks,
  refresh: (token) => import('./auth-request').then(({ askRefresh }) => askRefresh(token)),
  publish: (session) => useSession.setState(session),
});
