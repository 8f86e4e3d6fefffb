import { useEffect, useRef } from 'react';

/** What a paged list shows: its rows once ready, and whether a next page is loading or left. */
export interface PagedListState {
  status: string;
  rows?: readonly unknown[];
  loadingMore?: boolean;
  hasMore?: boolean;
  loadMore?: () => void;
}

/**
 * After "Show more", the focus moves to the first row it brought (the button may go: it was the last page).
 * Returns the list's ref and the button's action; `focusable` picks what takes the focus in a row (the row itself,
 * or its link).
 */
export function useShowMoreFocus<L extends HTMLElement>(
  state: PagedListState,
  focusable: (row: HTMLElement) => HTMLElement | null,
) {
  const list = useRef<L>(null);
  const firstNew = useRef<number | null>(null);
  const ready = state.status === 'ready';
  const rows = ready ? (state.rows?.length ?? 0) : 0;
  const loadingMore = ready && state.loadingMore === true;
  const hasMore = ready && state.hasMore === true;
  const pick = useRef(focusable);
  useEffect(() => {
    pick.current = focusable;
  });
  useEffect(() => {
    const from = firstNew.current;
    // Nothing new yet (the rows reach the list a moment after the request ends, or the request failed): the
    // button is still there, with the focus.
    if (from === null || loadingMore || !ready || (rows <= from && hasMore)) return;
    firstNew.current = null;
    const row = list.current?.children[Math.min(from, rows - 1)] as HTMLElement | undefined;
    if (row) pick.current(row)?.focus();
  }, [rows, loadingMore, hasMore, ready]);
  const more = () => {
    firstNew.current = rows;
    state.loadMore?.();
  };
  return { list, more };
}
