// A target's ratings ordered and filtered over what the mirror holds, for when the server cannot be asked for
// that list (offline, and this sort or filter never fetched): every mirrored rating of the target, whichever list
// brought it, in the server's order (domain/rating-order.ts), 5 at a time with "Show more".
import { useCallback, useState } from 'react';
import type { RatingSort } from '@/domain/rating-list-search';
import { orderMirroredRatings } from '@/domain/rating-order';
import { readCollection, type Row } from './mirror-store';
import { useLiveQuery } from './use-live-query';

export interface MirroredRatings<T> {
  /** The mirrored ratings matching the filter, in order. */
  rows: T[];
  /** How many ratings of the target the mirror holds, filter or not (against the review count: complete?). */
  held: number;
  shown: number;
  showMore: () => void;
}

/** Every mirrored rating of one target, in order, shown `perPage` at a time; nothing read while `enabled` is false. */
export function useMirroredRatings<T extends Row>({
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
}): MirroredRatings<T> | undefined {
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
  const rows = orderMirroredRatings(all, collection, sort, filter);
  return { rows, held: all.length, shown: Math.min(rows.length, pages * perPage), showMore };
}
