import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import type { PagesState } from '@/lib/mirror/use-mirrored-pages';
import { useRatingVotes } from '../use-rating-votes';
import { ShowMore } from '@/ui/show-more';
import { useShowMoreFocus } from '@/ui/use-show-more-focus';
import { PendingList, useServedDone } from '@/ui/served-ratings';
import { StatusPanel } from '@/ui/status-panel';
import { VoteButtons } from './vote-buttons';

/**
 * Ratings 5 at a time: 3 skeletons first (on the page the server sent, its first reviews instead), "No ratings available" when none, "Show more" until the last page. Each
 * rating gets its helpful-vote buttons (`children`'s second argument), `collection` naming the ratings' collection
 * and `label` what they rate (for the outbox view). `controls` (the sort and filter) stay under the heading in
 * every state, so the focus stays on a select while the list it chose loads.
 */
export function RatingList<T extends { id: string }>({
  state,
  heading,
  collection,
  label,
  controls,
  children,
}: {
  state: PagesState<T>;
  heading: string;
  collection: string;
  label?: string;
  controls?: ReactNode;
  children: (row: T, vote: ReactNode) => ReactNode;
}) {
  const t = useT();
  const votes = useRatingVotes(collection, state.status === 'ready' ? state.rows : [], label);
  const { list, more } = useShowMoreFocus<HTMLOListElement>(state, (row) => row);
  useServedDone(state.status === 'ready');
  return (
    <section className="ratings" aria-labelledby="ratings-heading">
      <h2 id="ratings-heading">{heading}</h2>
      {controls}
      {/* The served page's first reviews stand in until the list is there (ui/served-ratings.tsx). */}
      {state.status === 'loading' ? <PendingList /> : null}
      {state.status === 'offline-unavailable' ? (
        <StatusPanel title={t('browse.offlineUnavailable.title')} text={t('browse.ratings.offline')}>
          <button type="button" className="button" onClick={state.retry}>
            {t('status.retry')}
          </button>
        </StatusPanel>
      ) : null}
      {state.status === 'ready' ? (
        state.rows.length === 0 ? (
          <p className="no-ratings">{t('browse.ratings.none')}</p>
        ) : (
          <>
            <ol className="rating-list" ref={list}>
              {state.rows.map((row) => (
                <li key={row.id} tabIndex={-1}>
                  {children(row, <RowVote row={row} votes={votes} />)}
                </li>
              ))}
            </ol>
            {state.hasMore ? (
              <ShowMore
                label={t('browse.ratings.more')}
                busyLabel={t('status.loading')}
                busy={state.loadingMore}
                onClick={more}
              />
            ) : null}
          </>
        )
      ) : null}
    </section>
  );
}

function RowVote<T extends { id: string }>({ row, votes }: { row: T; votes: ReturnType<typeof useRatingVotes> }) {
  const vote = votes.voteOf(row);
  return (
    <VoteButtons
      value={vote.value}
      counts={vote.counts}
      refusal={vote.refusal}
      onVote={(pressed) => void votes.vote(row, pressed, vote.value)}
    />
  );
}
