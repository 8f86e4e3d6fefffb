// One record read from the server, with the states a page shows: loading, found, not found, unreachable.
// The browse issue replaces the transport with the IndexedDB mirror; pages keep this shape.
import { useCallback, useEffect, useState } from 'react';
import { isRecordId } from '@/domain/record-id';
import { getPocketBase } from '@/lib/pocketbase/client';
import type { CollectionName } from '@/lib/pocketbase/collections';

export type RemoteRecord<T> =
  | { status: 'loading' }
  | { status: 'found'; record: T }
  | { status: 'not-found' }
  | { status: 'unreachable'; retry: () => void };

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

export function useRemoteRecord<T>(
  collection: CollectionName,
  id: string,
  fields: string,
  select: (raw: Record<string, unknown>) => T,
): RemoteRecord<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; result: RemoteRecord<T> } | null>(null);
  const key = `${collection}/${id}/${attempt}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!isRecordId(id)) return;
    let current = true;
    // A filtered list rather than a view by id: "no such record" (or one this user may not see) is then an
    // empty 200 answer, not a 404 the browser reports as an error in the console.
    getPocketBase()
      .then((pb) =>
        pb.collection(collection).getList(1, 1, { filter: pb.filter('id = {:id}', { id }), fields, skipTotal: true, requestKey: null }),
      )
      .then(
        ({ items }) => {
          if (!current) return;
          const raw = items[0];
          setState({ key, result: raw ? { status: 'found', record: select(raw) } : { status: 'not-found' } });
        },
        (error: unknown) => {
          if (!current) return;
          // A 400/404 here means the collection or filter is refused: nothing to show either way.
          const status = statusOf(error);
          const result: RemoteRecord<T> =
            status === 404 || status === 400 ? { status: 'not-found' } : { status: 'unreachable', retry };
          setState({ key, result });
        },
      );
    return () => {
      current = false;
    };
    // `select` is a pure mapping chosen by the calling feature; a new function identity is not a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collection, id, fields, key, retry]);

  if (!isRecordId(id)) return { status: 'not-found' };
  return state?.key === key ? state.result : { status: 'loading' };
}
