// Sign-out forgets the session on this device (every tab): no server call, so it works offline too. Kept apart
// from auth-api.ts so the header's sign-out button does not bring the account requests into the first load.
// The SDK needs no clearing: its LocalAuthStore reads the token from localStorage on every request.
import { sessionTab } from './session-tab';

export function signOut(): void {
  sessionTab.signOut();
}
