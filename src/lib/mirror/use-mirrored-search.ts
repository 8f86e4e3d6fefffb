// A search page answered from the mirror: the exact answer when this search ran before (then refreshed in the
// background), else the server's answer once it arrives, else — when the server cannot be reached — the same
// search run over every mirrored record of the collection (lib/mirror/local-search.ts). A page served with the
// search's answer (lib/mirror/served-page.ts) shows it at once and writes it into the mirror as the server's
// answer: no request.
import { useEffect, useState } from 'react';
import type PocketBase from 'pocketbase';
import { SEARCH_PAGE_MAX } from '@/domain/search-text';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { readQuery, touchQuery, touchRecords, writeQuery, type Row } from './mirror-store';
import { localIndex, searchLocal, type LocalSearch } from './local-search';
import { useIsOffline } from './connectivity';
import { useRefresh } from './use-refresh';

export interface MirroredSearch<T extends Row> {
  /** Collection + parameters + page (mirror-store.ts queryKey); null when there is nothing to search yet. */
  key: string | null;
  collection: string;
  page: number;
  perPage: number;
  /** One page from the server. */
  fetch: (pb: PocketBase) => Promise<Row[]>;
  /** The same search over the mirror, for when the server cannot answer. */
  local: Omit<LocalSearch<T>, 'collection'>;
  /** The server's answer for this key that came with the page, if any: stands in for the request. */
  served?: { rows: Row[]; fetchedAt: number };
}

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; rows: T[]; hasNext: boolean; fetchedAt: number; fromMirror: boolean }
  | { status: 'offline-unavailable'; retry: () => void };

const UNKNOWN = Symbol('unknown');

export function useMirroredSearch<T extends Row>(search: MirroredSearch<T>): SearchState<T> {
  const { key, collection, page, perPage, served } = search;
  const mirrored = useLiveQuery(async () => (key ? ((await readQuery(key)) ?? null) : null), [key], UNKNOWN);
  const { state, retry } = useRefresh(served ? null : key, async (pb) => {
    const rows = await search.fetch(pb);
    if (key) await writeQuery(key, collection, rows);
    return 'done';
  });

  // The page's own answer goes into the mirror as a network answer would (offline, it is there next time).
  useEffect(() => {
    if (key && served) writeQuery(key, collection, served.rows, -1, served.fetchedAt).catch(() => undefined);
  }, [key, collection, served]);

  // Shown again: the answer and its rows are the last to be evicted.
  useEffect(() => {
    if (!key || mirrored === UNKNOWN || !mirrored) return;
    touchQuery(key).catch(() => undefined);
    touchRecords(collection, mirrored.query.ids).catch(() => undefined);
  }, [key, mirrored, collection]);

  // Offline, build the collection's search index when the page is idle, ahead of the first query (reading
  // thousands of records from IndexedDB and indexing them is the slow part; a query after that is a lookup).
  // (No key: the device's whole directory answers instead, lib/mirror/use-scoped-search.ts.)
  const offline = useIsOffline();
  const searched = key !== null;
  useEffect(() => {
    if (!offline || !searched) return;
    const build = () => localIndex(collection).catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return void build();
    const handle = requestIdleCallback(build, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }, [offline, searched, collection]);

  // Offline with no answer in the mirror for this exact search: run it over the mirror.
  const needLocal = key !== null && state === 'failed' && mirrored === null;
  const [local, setLocal] = useState<{ key: string; rows: T[]; any: boolean } | null>(null);
  const localSpec = search.local;
  useEffect(() => {
    if (!needLocal || key === null) return;
    let current = true;
    searchLocal<T>({ ...localSpec, collection }).then(
      ({ rows, searched }) => {
        if (current) setLocal({ key, rows, any: searched > 0 });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // The key names the search completely (text, filters, page); the spec object is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needLocal, key, collection]);

  if (key === null) return { status: 'idle' };
  // Until the mirror holds an answer at least as recent, the page's own one is shown.
  if (served && (mirrored === UNKNOWN || !mirrored || mirrored.query.fetchedAt < served.fetchedAt)) {
    return {
      status: 'ready',
      rows: served.rows as T[],
      hasNext: served.rows.length >= perPage,
      fetchedAt: served.fetchedAt,
      fromMirror: false,
    };
  }
  if (mirrored !== UNKNOWN && mirrored) {
    const rows = mirrored.records.map((r) => r.data as T);
    return {
      status: 'ready',
      rows,
      hasNext: mirrored.query.ids.length >= perPage,
      fetchedAt: mirrored.query.fetchedAt,
      fromMirror: true,
    };
  }
  // The server refused the search (a 400): nothing to show for it.
  if (state === 'not-found') return { status: 'ready', rows: [], hasNext: false, fetchedAt: 0, fromMirror: false };
  if (needLocal && local?.key === key) {
    if (!local.any) return { status: 'offline-unavailable', retry };
    // The server answers no page past the contract's last one; offline neither.
    if (page > SEARCH_PAGE_MAX) return { status: 'ready', rows: [], hasNext: false, fetchedAt: 0, fromMirror: true };
    const start = (page - 1) * perPage;
    return {
      status: 'ready',
      rows: local.rows.slice(start, start + perPage),
      hasNext: local.rows.length > start + perPage && page < SEARCH_PAGE_MAX,
      fetchedAt: 0,
      fromMirror: true,
    };
  }
  return { status: 'loading' };
}
