// The background half of "render from the mirror, refresh from the server": runs a fetch that writes into
// Dexie when the view mounts, when its key changes, when the connection returns and on retry. Views never
// wait on it when the mirror already has an answer.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type PocketBase from 'pocketbase';
import { getPocketBase } from '@/lib/pocketbase/client';
import { requestStatus } from '@/lib/pocketbase/request-error';
import { askPersistentStorage } from './mirror-store';
import { reportRefreshFailure, reportRefreshSuccess, useConnectivity } from './connectivity';

/** What a refresh learnt: the server has the thing, or says there is no such thing. */
export type RefreshOutcome = 'done' | 'not-found';
export type RefreshState = 'pending' | RefreshOutcome | 'failed';

/** A 400 or 404 is the server's answer (no such record, or none this user may see), not a failure to reach it. */
const isRefusal = (error: unknown) => {
  const status = requestStatus(error);
  return status === 400 || status === 404;
};

export function useRefresh(
  key: string | null,
  run: (pb: PocketBase) => Promise<RefreshOutcome>,
): { state: RefreshState; retry: () => void } {
  const epoch = useConnectivity((s) => s.epoch);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: RefreshState } | null>(null);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const token = `${key}|${epoch}|${attempt}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    // Like the mirror's answers (use-live-query.ts), the outcome re-renders the page as a transition.
    const settle = (state: RefreshState) => {
      if (current) startTransition(() => setResult({ key, state }));
    };
    askPersistentStorage();
    getPocketBase()
      .then((pb) => runRef.current(pb))
      .then(
        (outcome) => {
          reportRefreshSuccess();
          settle(outcome);
        },
        (error: unknown) => {
          if (isRefusal(error)) {
            reportRefreshSuccess();
            settle('not-found');
            return;
          }
          reportRefreshFailure();
          settle('failed');
        },
      );
    return () => {
      current = false;
    };
    // `token` changes with the key, the connection epoch and retries: each is a new attempt.
  }, [key, token]);

  if (key === null) return { state: 'done', retry };
  // A new key starts pending; a retry or a reconnection keeps showing the previous outcome meanwhile.
  return { state: result?.key === key ? result.state : 'pending', retry };
}
