// Keeps a stored session current: at start-up and whenever the connection comes back, a still-valid token
// is refreshed, which also brings a `verified` flag set meanwhile (the link opened on another device).
// The requests load only when there is a session to refresh: a visitor's landing page pays nothing for them.
import { isTokenValid } from '@/domain/auth-token';
import { signOut } from './sign-out';
import { AUTH_STORAGE_KEY, reloadStoredSession, useSession } from './session-store';

let started = false;

function refreshIfValid(): void {
  // Decide on what is stored now, not on what this page read when it loaded: another tab may have signed in
  // while this one was starting, and taking its fresh session for a stale one would sign every tab out.
  reloadStoredSession();
  const { token } = useSession.getState();
  if (!token) {
    // The mirror ignores an expired stored session; remove it so the SDK does not load it either.
    if (localStorage.getItem(AUTH_STORAGE_KEY) !== null) signOut();
    return;
  }
  if (!isTokenValid(token)) {
    // The server would refuse it and it cannot be refreshed: forget it.
    signOut();
    return;
  }
  // Offline or the server is away: the stored session stays usable; the next `online` tries again.
  import('./auth-api')
    .then(({ refreshSession }) => refreshSession())
    .catch(() => undefined);
}

/** Called once by the layout after the first render. */
export function startSessionRefresh(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  refreshIfValid();
  window.addEventListener('online', refreshIfValid);
}
