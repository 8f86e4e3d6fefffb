// The published (ACTIVE) ratings of one institution, program or instructor, 5 at a time, from the mirror, in the
// order and with the filter the page's URL asks for (contract/rating-order.js). Each target's ratings are their own
// pages in the mirror, keyed by the collection, the target, the sort and the filter. Offline, a list never fetched in
// that order is made from the target's ratings in the mirror (use-mirrored-ratings.ts), and says so.
import { VOTE_COUNT_FIELDS } from '@/domain/votes';
import { RATINGS_PAGE_SIZE } from '@/domain/browse-search';
import type { RatingSort } from '@/domain/rating-list-search';
import { orderFields, pocketBaseSort } from '@/domain/rating-order';
import { queryKey, type Row } from './mirror-store';
import { useMirroredPages, type PagesState } from './use-mirrored-pages';
import { useMirroredRatings } from './use-mirrored-ratings';

interface ActiveRatings {
  collection: string;
  /** The rating's relation field naming the target (`institution`, `program`, `instructor`). */
  target: string;
  id: string;
  /** The fields the rating cards show (never `user`: the author stays unknown); `target` is added. */
  fields: string;
  /** How many ratings the list holds, when known (the review count, or a course's count): no "Show more" past it. */
  total?: number;
  /** The target's review count, when known: offline, whether the mirrored ratings are all of them. */
  reviewCount?: number;
  sort?: RatingSort;
  /** One public field and the value the ratings must have (contract/rating-order.js RATING_FILTER_FIELDS). */
  filter?: { field: string; value: string };
}

/** The list's state; `offlineSubset` when it was made offline from the ratings in the mirror. */
export type RatingsState<T> = PagesState<T> & { offlineSubset?: { complete: boolean } };

export function useActiveRatings<T extends Row>({
  collection,
  target,
  id,
  fields,
  total,
  reviewCount,
  sort,
  filter,
}: ActiveRatings): RatingsState<T> {
  const params: Record<string, string | undefined> = { [target]: id, sort };
  if (filter) params[filter.field] = filter.value;
  const keyBase = queryKey(collection, params);
  const online = useMirroredPages<T>({
    keyBase,
    collection,
    perPage: RATINGS_PAGE_SIZE,
    total,
    fetchPage: async (pb, page) =>
      (
        await pb.collection(collection).getList(page, RATINGS_PAGE_SIZE, {
          filter: filter
            ? pb.filter(`${target} = {:id} && status = "ACTIVE" && ${filter.field} = {:value}`, {
                id,
                value: filter.value,
              })
            : pb.filter(`${target} = {:id} && status = "ACTIVE"`, { id }),
          sort: pocketBaseSort(collection, sort),
          // The target stays with each mirrored rating, so a report of it can name the target offline, and so can an
          // offline list in another order; every card shows its helpful counts; each order's keys come along.
          fields: [...new Set([...fields.split(','), target, ...VOTE_COUNT_FIELDS, ...orderFields(collection)])].join(
            ',',
          ),
          skipTotal: true,
          requestKey: null,
        })
      ).items as Row[],
  });
  const mirrored = useMirroredRatings<T>({
    collection,
    target,
    id,
    sort,
    filter,
    perPage: RATINGS_PAGE_SIZE,
    enabled: online.status === 'offline-unavailable',
    listKey: keyBase,
  });
  if (online.status !== 'offline-unavailable' || !mirrored || mirrored.held === 0) return online;
  return {
    status: 'ready',
    rows: mirrored.rows.slice(0, mirrored.shown),
    hasMore: mirrored.shown < mirrored.rows.length,
    loadingMore: false,
    loadMore: mirrored.showMore,
    offlineSubset: { complete: reviewCount !== undefined && mirrored.held >= reviewCount },
  };
}
