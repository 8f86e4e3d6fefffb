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
  // The SDK, when loaded, also keeps the token in memory.
  void getPocketBase()
    .then((pb) => pb.authStore.clear())
    .catch(() => undefined);
}
