// A list shown a page at a time with "Show more" (ratings of one target): each page is its own
// query in the mirror, the pages shown are merged in order; page 1 refreshes in the background on every visit.
import { useCallback, useEffect, useState } from 'react';
import type PocketBase from 'pocketbase';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { mergePages, readQuery, touchQuery, touchRecords, writeQuery, type Row } from './mirror-store';
import { useRefresh } from './use-refresh';

export interface MirroredPages {
  /** Collection + parameters without the page (mirror-store.ts queryKey); `&page=n` is added per page. */
  keyBase: string;
  collection: string;
  perPage: number;
  fetchPage: (pb: PocketBase, page: number) => Promise<Row[]>;
  /** How many rows exist when known (a read model's review_count): no "Show more" past it. */
  total?: number;
}

export type PagesState<T> =
  | { status: 'loading' }
  | { status: 'offline-unavailable'; retry: () => void }
  | { status: 'ready'; rows: T[]; hasMore: boolean; loadingMore: boolean; loadMore: () => void };

const pageKey = (keyBase: string, page: number) => `${keyBase}&page=${page}`;

/** True when a list whose last page (of `perPage`) held `lastPageSize` rows may have more. */
export function mayHaveMore(lastPageSize: number, perPage: number, shown: number, total?: number): boolean {
  if (lastPageSize < perPage) return false;
  return total === undefined || shown < total;
}

export function useMirroredPages<T extends Row>({
  keyBase,
  collection,
  perPage,
  fetchPage,
  total,
}: MirroredPages): PagesState<T> {
  const [wanted, setWanted] = useState({ keyBase, pages: 1 });
  const pages = wanted.keyBase === keyBase ? wanted.pages : 1;

  const mirrored = useLiveQuery(
    () => Promise.all(Array.from({ length: pages }, (_, i) => readQuery(pageKey(keyBase, i + 1)))),
    [keyBase, pages],
  );
  // When each page was asked for: a vote answered while it was on its way has newer counts
  // (mirror-store.ts writeRecords).
  const refreshPage = async (pb: PocketBase, page: number) => {
    const askedAt = Date.now();
    const rows = await fetchPage(pb, page);
    await writeQuery(pageKey(keyBase, page), collection, rows, -1, Date.now(), askedAt);
    return 'done' as const;
  };
  const first = useRefresh(pageKey(keyBase, 1), (pb) => refreshPage(pb, 1));
  const last = useRefresh(pages > 1 ? pageKey(keyBase, pages) : null, (pb) => refreshPage(pb, pages));

  // Shown again: these pages and their rows are the last to be evicted.
  useEffect(() => {
    for (const page of mirrored ?? []) {
      if (!page) continue;
      touchQuery(page.query.key).catch(() => undefined);
      touchRecords(collection, page.query.ids).catch(() => undefined);
    }
  }, [mirrored, collection]);

  // Pages known in a row from the first: a missing page stops the list there.
  const known: Row[][] = [];
  for (const page of mirrored ?? []) {
    if (!page) break;
    known.push(page.records.map((r) => r.data as Row));
  }
  const retryLast = last.retry;
  const loadMore = useCallback(() => {
    const next = known.length + 1;
    if (next === pages) retryLast();
    else setWanted({ keyBase, pages: next });
  }, [known.length, pages, keyBase, retryLast]);

  if (mirrored === undefined) return { status: 'loading' };
  if (known.length === 0) {
    if (first.state === 'failed') return { status: 'offline-unavailable', retry: first.retry };
    // The server refused the list (a 400/404: e.g. the target is gone): no ratings to show.
    if (first.state === 'not-found') return { status: 'ready', rows: [], hasMore: false, loadingMore: false, loadMore };
    return { status: 'loading' };
  }
  const rows = mergePages(known) as T[];
  const lastPage = known[known.length - 1] ?? [];
  const loadingMore = known.length < pages && last.state === 'pending';
  return {
    status: 'ready',
    rows,
    hasMore: mayHaveMore(lastPage.length, perPage, rows.length, total),
    loadingMore,
    loadMore,
  };
}
