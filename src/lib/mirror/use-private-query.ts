// The one way to read what is not public (an author's own contributions, the moderation queues) or what is
// asked once (a verification link's token): fetched when the view mounts, when its key changes, on retry and
// when the connection returns, cancelled on unmount or key change, and kept in memory only: never in
// IndexedDB, unlike the mirror's public answers (private-query.ts holds the states).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type PocketBase from 'pocketbase';
import { getPocketBase } from '@/lib/pocketbase/client';
import { reportRefreshFailure, reportRefreshSuccess, useConnectivity } from './connectivity';
import { PrivateQuery, type PrivateQueryState } from './private-query';

export type { PrivateQueryState };

export interface PrivateQueryResult<T> {
  state: PrivateQueryState<T>;
  /** Asks again (also offered by the offline-unavailable state). */
  retry: () => void;
  /** Changes the answer held without asking the server. */
  update: (change: (data: T) => T) => void;
}

/**
 * `key` names what is asked (null: nothing to ask, e.g. signed out); `fetch` asks it, passing `signal` on to
 * the SDK so a cancelled request stops.
 */
export function usePrivateQuery<T>(
  key: string | null,
  fetch: (pb: PocketBase, signal: AbortSignal) => Promise<T>,
): PrivateQueryResult<T> {
  const fetchRef = useRef(fetch);
  useEffect(() => {
    fetchRef.current = fetch;
  });
  const [query] = useState(
    () =>
      new PrivateQuery<T>({
        // The one connectivity signal, fed as the mirror's refreshes feed it (use-refresh.ts).
        onSettled: (failure) => (failure ? reportRefreshFailure() : reportRefreshSuccess()),
      }),
  );
  const snapshot = useSyncExternalStore(query.subscribe, query.getSnapshot, query.getSnapshot);
  const epoch = useConnectivity((s) => s.epoch);

  useEffect(() => {
    // The newest `fetch` is read when the request starts, so a retry uses it too.
    query.load(key, async (signal) => fetchRef.current(await getPocketBase(), signal));
  }, [query, key, epoch]);
  useEffect(() => query.dispose, [query]);

  // Until the effect asks for a new key, the answer held is another key's: never shown.
  const state: PrivateQueryState<T> =
    snapshot.key === key ? snapshot.state : key === null ? { status: 'idle' } : { status: 'loading' };
  return { state, retry: query.retry, update: query.update };
}
