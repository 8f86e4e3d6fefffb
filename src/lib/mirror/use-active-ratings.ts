// The published (ACTIVE) ratings of one institution, program or instructor, newest first, 5 at a time, from
// the mirror. Each target's ratings are their own cached pages, keyed by the collection and the target.
import { VOTE_COUNT_FIELDS } from '@contract/votes.js';
import { RATINGS_PAGE_SIZE } from '@/domain/browse-search';
import { queryKey, type Row } from './cache';
import { useCachedPages } from './use-cached-pages';

interface ActiveRatings {
  collection: string;
  /** The rating's relation field naming the target (`institution`, `program`, `instructor`). */
  target: string;
  id: string;
  /** The fields the rating cards show (never `user`: the author stays unknown); `target` is added. */
  fields: string;
  /** The target's review count, when known: no "Show more" past it. */
  total?: number;
}

export function useActiveRatings<T extends Row>({ collection, target, id, fields, total }: ActiveRatings) {
  return useCachedPages<T>({
    keyBase: queryKey(collection, { [target]: id }),
    collection,
    perPage: RATINGS_PAGE_SIZE,
    total,
    fetchPage: async (pb, page) =>
      (
        await pb.collection(collection).getList(page, RATINGS_PAGE_SIZE, {
          filter: pb.filter(`${target} = {:id} && status = "ACTIVE"`, { id }),
          sort: '-created',
          // The target stays with each stored rating, so a report of it can name the target offline; every card
          // shows its helpful counts.
          fields: [fields, target, ...VOTE_COUNT_FIELDS].join(','),
          skipTotal: true,
          requestKey: null,
        })
      ).items as Row[],
  });
}
