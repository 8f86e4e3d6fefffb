// The /verify/$token page: confirm the link's token once, then refresh the session if there is one, so the
// verified flag shows everywhere at once.
import { useCallback, useEffect, useState } from 'react';
import { isTokenValid } from '@/domain/auth-token';
import { confirmVerification, refreshSession } from '@/lib/auth/auth-api';
import { useSession } from '@/lib/auth/session-store';
import { failureOf } from './failure';

export type VerifyTokenState = 'checking' | 'verified' | 'invalid' | 'unreachable';

// One confirmation per token per page load (StrictMode runs effects twice; a retry starts a new one).
const confirmations = new Map<string, Promise<VerifyTokenState>>();

function confirmOnce(token: string): Promise<VerifyTokenState> {
  // A verification token is a JWT too: one that is unreadable or past its `exp` is refused without asking.
  if (!isTokenValid(token)) return Promise.resolve('invalid');
  let pending = confirmations.get(token);
  if (!pending) {
    pending = confirmVerification(token).then(
      async (): Promise<VerifyTokenState> => {
        if (useSession.getState().token) await refreshSession().catch(() => undefined);
        return 'verified';
      },
      (error: unknown): VerifyTokenState => {
        confirmations.delete(token);
        const { status } = failureOf(error);
        return status === 0 || status === 429 || status >= 500 ? 'unreachable' : 'invalid';
      },
    );
    confirmations.set(token, pending);
  }
  return pending;
}

export function useVerifyToken(token: string) {
  const [state, setState] = useState<VerifyTokenState>('checking');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void confirmOnce(token).then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);
  const retry = useCallback(() => {
    setState('checking');
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
