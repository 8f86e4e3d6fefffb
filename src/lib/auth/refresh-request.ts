// The session refresh's request, apart from the other account requests (auth-api.ts): the session tab loads it
// when a stored session needs refreshing, and auth-api.ts imports that tab, so the two stay out of each other.
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { AuthRequestError, options, request, sessionOf, type AuthAnswer } from './auth-request';
import type { RefreshAnswer } from './session-sync';

/** The refresh request for one token, without touching the stored session (session-sync.ts decides that). */
export async function askRefresh(token: string): Promise<RefreshAnswer> {
  try {
    const answer = await request((pb) =>
      pb.send<AuthAnswer>(`/api/collections/${COLLECTIONS.users}/auth-refresh`, {
        method: 'POST',
        // This token, not whatever the SDK finds stored when the request leaves: another tab may change it.
        headers: { Authorization: token },
        ...options(),
      }),
    );
    return { kind: 'refreshed', ...sessionOf(answer) };
  } catch (error) {
    // 401/403/404: the account was deleted or the token revoked. Anything else is no answer.
    const status = error instanceof AuthRequestError ? error.failure.status : 0;
    if (status === 401 || status === 403 || status === 404) return { kind: 'refused', error };
    throw error;
  }
}
