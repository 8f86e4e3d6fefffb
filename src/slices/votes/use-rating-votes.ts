// The helpful votes of the ratings on screen, for their cards: what the user's vote is and what the counts are,
// optimistic (docs/outbox.md "Votes"): a vote waiting in the outbox is shown as made, the counts moved from
// the server's by it; a refused one is not shown as made, its refusal is. The account's own votes come from
// `votes/mine`, one request per page of ratings, kept per account on the device (table `votes`, apart from the
// mirror) so they show offline too.
import { useCallback, useEffect, useRef } from 'react';
import { MY_VOTES_MAX_IDS, adjustCounts, nextVote, type VoteCounts, type VoteValue } from '@/domain/votes';
import { useSession, useSessionUser } from '@/lib/auth/session-store';
import { appDb } from '@/lib/db/app-db';
import { useOnline } from '@/lib/mirror/connectivity';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { syncOutbox } from '@/lib/outbox/outbox';
import { getPocketBase } from '@/lib/pocketbase/client';
import { myVoteKey, queueVote, votePayloadOf } from '@/lib/outbox/kinds/vote-kind';
import { storeMyVotes } from './my-votes';

export interface RatingVote {
  value: VoteValue;
  counts: VoteCounts;
  /** The refused field code of the last vote the server refused on this rating (shown until the next press). */
  refusal?: string;
}

interface VotedRow {
  id: string;
  helpful_count?: unknown;
  unhelpful_count?: unknown;
}

const countOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/** What one card shows, from the server's counts, the server's vote and the outbox's item for it (pure). */
export function ratingVoteOf(
  row: VotedRow,
  serverVote: VoteValue,
  waiting: { value: VoteValue; failed?: string } | undefined,
): RatingVote {
  const counts = { helpful: countOf(row.helpful_count), unhelpful: countOf(row.unhelpful_count) };
  if (!waiting) return { value: serverVote, counts };
  if (waiting.failed) return { value: serverVote, counts, refusal: waiting.failed };
  return { value: waiting.value, counts: adjustCounts(counts, serverVote, waiting.value) };
}

export function useRatingVotes(collection: string, rows: readonly VotedRow[], label?: string) {
  const user = useSessionUser();
  const userId = user?.id;
  const ids = rows.map((r) => r.id);
  const idsKey = ids.join(',');
  const stored = useLiveQuery(async () => {
    if (!userId)
      return { mine: new Map<string, VoteValue>(), waiting: new Map<string, { value: VoteValue; failed?: string }>() };
    const db = appDb();
    const [votes, items] = await Promise.all([
      db.votes.bulkGet(ids.map((id) => myVoteKey(userId, collection, id))),
      db.outbox.where('userId').equals(userId).toArray(),
    ]);
    const mine = new Map<string, VoteValue>();
    for (const vote of votes) if (vote) mine.set(vote.rating, vote.value);
    const waiting = new Map<string, { value: VoteValue; failed?: string }>();
    // Oldest first: the newest item of a rating (the last press) is the one shown.
    for (const item of items.sort((a, b) => a.createdAt - b.createdAt)) {
      const vote = votePayloadOf(item);
      if (vote?.collection !== collection || !ids.includes(vote.rating)) continue;
      const failed = item.state === 'failed' ? (Object.values(item.error?.fields ?? {})[0] ?? 'unknown') : undefined;
      waiting.set(vote.rating, { value: vote.value, failed });
    }
    return { mine, waiting };
  }, [userId, collection, idsKey]);

  useMyVotes(collection, ids, userId);

  const voteOf = (row: VotedRow): RatingVote =>
    ratingVoteOf(row, stored?.mine.get(row.id) ?? 0, stored?.waiting.get(row.id));

  const vote = useCallback(
    async (row: VotedRow, pressed: 1 | -1, current: VoteValue) => {
      const account = useSession.getState().user;
      if (!account?.verified) return;
      await queueVote(
        appDb(),
        account.id,
        { collection, rating: row.id, value: nextVote(current, pressed) },
        Date.now(),
        label,
      );
      void syncOutbox();
    },
    [collection, label],
  );
  return { voteOf, vote };
}

/** Asks `votes/mine` about the ratings not asked about yet for this account (a new page of ratings), no-store. */
function useMyVotes(collection: string, ids: readonly string[], userId: string | undefined) {
  const asked = useRef(new Set<string>());
  const online = useOnline();
  const idsKey = ids.join(',');
  useEffect(() => {
    asked.current = new Set();
  }, [userId, collection]);
  useEffect(() => {
    if (!userId || !online) return;
    const fresh = ids.filter((id) => !asked.current.has(id)).slice(0, MY_VOTES_MAX_IDS);
    if (fresh.length === 0) return;
    for (const id of fresh) asked.current.add(id);
    // Not cancelled when the page grows: its answer is still the account's, and cancelling would lose the page.
    (async () => {
      const pb = await getPocketBase();
      const token = useSession.getState().token;
      const askedAt = Date.now();
      const answer = await pb.send<{ votes: Record<string, number> }>('/api/rayek/votes/mine', {
        query: { collection, ids: fresh.join(',') },
        headers: { Authorization: token },
        cache: 'no-store',
        requestKey: null,
      });
      // An answer for an account no longer signed in is not stored (it would outlive its sign-out).
      if (useSession.getState().user?.id !== userId) return;
      await storeMyVotes(appDb(), userId, collection, fresh, answer.votes ?? {}, Date.now(), askedAt);
    })().catch(() => {
      // Not asked after all (offline, refused): asked again with the next page or when the connection returns.
      for (const id of fresh) asked.current.delete(id);
    });
    // idsKey stands for ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey, userId, collection, online]);
}
