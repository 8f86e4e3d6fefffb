// The mirror's live queries for views: an answer from IndexedDB now, and again after every write that touches
// what it read. Unlike dexie-react-hooks' useLiveQuery, nothing runs during render: that hook subscribes once
// in render to pick up a synchronous answer (which only Dexie's in-memory cache can give, and lib/db/app-db.ts
// turns it off), so each query ran twice on mount, and the first run opened IndexedDB in the middle of
// hydrating a prerendered page (main-thread work Lighthouse counts as Total Blocking Time).
//
// Answers reach React as transitions: a page re-rendered because data arrived is rendered in slices that let
// input through, instead of one long task per arrival (a record page gets five or six on its first visit).
// Until a new query answers, the previous answer stays (e.g. the pages shown while "Show more" loads).
import { startTransition, useEffect, useState, type DependencyList } from 'react';
import { liveQuery } from 'dexie';
import { openAppDb } from '@/lib/db/app-db';

export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, initial: D): T | D;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: DependencyList,
  initial?: D,
): T | D | undefined {
  const [state, setState] = useState<{ value: T } | { error: unknown } | null>(null);
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let cancelled = false;
    const fail = (error: unknown) => startTransition(() => setState({ error }));
    // Queries start once the database is open (lib/db/app-db.ts splits the opening into short tasks).
    openAppDb().then(() => {
      if (cancelled) return;
      subscription = liveQuery(querier).subscribe({
        next: (value) => startTransition(() => setState({ value })),
        error: fail,
      });
    }, fail);
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
    // The caller's `deps` say when the query is a new one, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (state === null) return initial;
  // As dexie-react-hooks does: a failed query reaches the nearest error boundary.
  if ('error' in state) throw state.error;
  return state.value;
}
