// A target's ratings ordered and filtered over what this device stored, for when the server cannot be asked for
// that list (offline, and this sort or filter never fetched): every stored rating of the target, whichever list
// brought it, in the server's order (domain/rating-order.ts), 5 at a time with "Show more".
import { useCallback, useState } from 'react';
import type { RatingSort } from '@/domain/rating-list-search';
import { orderStoredRatings } from '@/domain/rating-order';
import { readCollection, type Row } from './mirror-store';
import { useLiveQuery } from './use-live-query';

export interface StoredRatings<T> {
  /** The stored ratings matching the filter, in order. */
  rows: T[];
  /** How many ratings of the target the device holds, filter or not (against the review count: complete?). */
  stored: number;
  shown: number;
  showMore: () => void;
}

/** Every stored rating of one target, in order, shown `perPage` at a time; nothing read while `enabled` is false. */
export function useStoredRatings<T extends Row>({
  collection,
  target,
  id,
  sort,
  filter,
  perPage,
  enabled,
  listKey,
}: {
  collection: string;
  target: string;
  id: string;
  sort?: RatingSort;
  filter?: { field: string; value: string };
  perPage: number;
  enabled: boolean;
  /** A new list (sort or filter) starts again from the first page. */
  listKey: string;
}): StoredRatings<T> | undefined {
  const [wanted, setWanted] = useState({ listKey, pages: 1 });
  const pages = wanted.listKey === listKey ? wanted.pages : 1;
  const all = useLiveQuery(
    async () =>
      enabled
        ? (await readCollection(collection)).map((r) => r.data as T).filter((row) => row[target] === id)
        : undefined,
    [enabled, collection, target, id],
  );
  const showMore = useCallback(() => setWanted({ listKey, pages: pages + 1 }), [listKey, pages]);
  if (!enabled || all === undefined) return undefined;
  const rows = orderStoredRatings(all, collection, sort, filter);
  return { rows, stored: all.length, shown: Math.min(rows.length, pages * perPage), showMore };
}
