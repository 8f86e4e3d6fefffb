// Sign-out forgets the session on this device: no server call, so it works offline too. Kept apart from
// auth-api.ts so the header's sign-out button does not bring the account requests into the first load.
import { getPocketBase } from '@/lib/pocketbase/client';
import { AUTH_STORAGE_KEY, mirrorAuth } from './session-store';

export function signOut(): void {
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the in-memory session is still cleared below.
  }
  mirrorAuth('', null);
  // The SDK, when loaded, also keeps the token in memory. It may finish loading seconds later on a slow phone:
  // if another tab signed in meanwhile, storage holds that new session, which the SDK already follows, and
  // clearing would erase it in every tab (its clear() removes the stored session).
  void getPocketBase()
    .then((pb) => {
      if (localStorage.getItem(AUTH_STORAGE_KEY) === null) pb.authStore.clear();
    })
    .catch(() => undefined);
}
