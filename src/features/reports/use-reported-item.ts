import { useCallback, useEffect, useState } from 'react';
import { isRecordId } from '@/domain/record-id';
import type { ReportType } from '@/domain/report-types';
import { getPocketBase } from '@/lib/pocketbase/client';
import type { RemoteRecord } from '@/lib/mirror/remote-record';
import { REPORTED_QUERIES, type ReportedItem } from './reported-item';

/** The reported record, read like any visitor (or its author) would: a filtered list, so "none" is not a 404. */
export function useReportedItem(type: ReportType, id: string): RemoteRecord<ReportedItem> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; result: RemoteRecord<ReportedItem> } | null>(null);
  const key = `${type}/${id}/${attempt}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!isRecordId(id)) return;
    const query = REPORTED_QUERIES[type];
    let current = true;
    getPocketBase()
      .then((pb) =>
        pb.collection(query.collection).getList(1, 1, {
          filter: pb.filter('id = {:id}', { id }),
          fields: query.fields,
          expand: query.expand,
          skipTotal: true,
          requestKey: null,
        }),
      )
      .then(
        ({ items }) => {
          if (!current) return;
          const raw = items[0];
          setState({ key, result: raw ? { status: 'found', record: query.read(raw), fetchedAt: Date.now() } : { status: 'not-found' } });
        },
        (error: unknown) => {
          if (!current) return;
          const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
          setState({ key, result: status === 400 || status === 404 ? { status: 'not-found' } : { status: 'offline-unavailable', retry } });
        },
      );
    return () => {
      current = false;
    };
  }, [type, id, key, retry]);

  if (!isRecordId(id)) return { status: 'not-found' };
  return state?.key === key ? state.result : { status: 'loading' };
}
