// The /verify/$token page: confirm the link's token once, then refresh the session if there is one, so the
// verified flag shows everywhere at once. A one-shot request, read through the private query
// (lib/mirror/use-private-query.ts): retried on demand and when the connection returns.
import { isTokenValid } from '@/domain/auth-token';
import { confirmVerification, refreshSession } from '@/lib/auth/auth-api';
import { useSession } from '@/lib/auth/session-store';
import { usePrivateQuery, type PrivateQueryState } from '@/lib/mirror/use-private-query';

/** `invalid`: refused without asking (unreadable or expired); the server's own refusal is the `refused` state. */
export type Confirmation = 'verified' | 'invalid';

// One confirmation per token per page load (StrictMode runs effects twice; a failure lets a retry start anew).
const confirmations = new Map<string, Promise<Confirmation>>();

function confirmOnce(token: string): Promise<Confirmation> {
  // A verification token is a JWT too: one that is unreadable or past its `exp` is refused without asking.
  if (!isTokenValid(token)) return Promise.resolve('invalid');
  let pending = confirmations.get(token);
  if (!pending) {
    pending = confirmVerification(token).then(async (): Promise<Confirmation> => {
      if (useSession.getState().token) await refreshSession().catch(() => undefined);
      return 'verified';
    });
    pending.catch(() => confirmations.delete(token));
    confirmations.set(token, pending);
  }
  return pending;
}

export function useVerifyToken(token: string): PrivateQueryState<Confirmation> {
  return usePrivateQuery(`verify/${token}`, () => confirmOnce(token)).state;
}
