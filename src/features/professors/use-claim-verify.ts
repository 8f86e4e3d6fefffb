// The page of the link a claim's institutional address receives: the token is confirmed once per page load
// (the server uses it up), through the private query (in memory only; retried when the connection returns).
import { usePrivateQuery, type PrivateQueryState } from '@/lib/mirror/use-private-query';
import { getPocketBase } from '@/lib/pocketbase/client';

// StrictMode runs effects twice, and the token works once: one request per token, a failure lets a retry ask anew.
const confirmations = new Map<string, Promise<string>>();

function confirmOnce(token: string): Promise<string> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = getPocketBase()
      .then((pb) =>
        pb.send<{ instructor?: unknown }>('/api/rayek/claims/verify', {
          method: 'POST',
          body: { token },
          requestKey: null,
          cache: 'no-store',
        }),
      )
      .then((answer) => (typeof answer.instructor === 'string' ? answer.instructor : ''));
    pending.catch(() => confirmations.delete(token));
    confirmations.set(token, pending);
  }
  return pending;
}

/** `ready` with the claimed profile's id; `refused`: the link is used, expired or unknown. */
export function useClaimVerify(token: string): PrivateQueryState<string> {
  return usePrivateQuery(`claim-verify/${token}`, () => confirmOnce(token)).state;
}
