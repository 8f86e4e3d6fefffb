// Whether the signed-in student already rated a target, known before the form: the server's answer
// (`GET /api/rayek/ratings/{collection}/mine?target=…`, the authority, read through the private query: memory
// only, `no-store`) and the account's own ratings of it still waiting in this device's outbox.
//
// The verdict is taken once, from the first answer, and then kept: the form the page shows must not be swapped
// for the notice because the rating just written there entered the outbox or reached the server.
import { useState } from 'react';
import { RATING_TARGETS } from '@/domain/collections';
import { useSession } from '@/lib/auth/session-store';
import { appDb } from '@/lib/db/app-db';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { usePrivateQuery } from '@/lib/mirror/use-private-query';

export type OwnRatingKind = keyof typeof RATING_TARGETS;

export interface OwnRevision {
  id: string;
  status: string;
  created: string;
  reason: string;
  answers: Record<string, unknown>;
}

/** One of the caller's ratings of the target, as the server keeps it (the answers of its approved version). */
export interface OwnRating {
  id: string;
  status: string;
  created: string;
  /** Date of the last approved edit, '' when never edited. */
  edited: string;
  /** An instructor rating's course ('' for the others). */
  course: string;
  answers: Record<string, unknown>;
  /** The latest edit, waiting or decided; null when never edited. */
  revision: OwnRevision | null;
}

/** A rating of the target written on this device and not yet delivered. */
export interface QueuedRating {
  id: string;
  course: string;
  createdAt: number;
}

export interface OwnRatingsVerdict {
  ratings: OwnRating[];
  queued: QueuedRating[];
}

/**
 * null until known (signed out, still asking): the page shows its form meanwhile. Offline or refused, the verdict
 * is the outbox's alone, and the server still refuses a second rating when it is sent.
 */
export function useOwnRatings(collection: OwnRatingKind, target: string): OwnRatingsVerdict | null {
  const userId = useSession((s) => s.user?.id ?? null);
  const { state } = usePrivateQuery(userId && `own-ratings/${userId}/${collection}/${target}`, async (pb, signal) => {
    const answer = await pb.send<{ items: OwnRating[] }>(`/api/rayek/ratings/${collection}/mine`, {
      method: 'GET',
      query: { target },
      requestKey: null,
      signal,
    });
    return answer.items;
  });
  const field = RATING_TARGETS[collection];
  const queued = useLiveQuery(async () => {
    if (!userId) return [];
    const items = await appDb().outbox.where('userId').equals(userId).toArray();
    return items
      .filter((item) => item.kind === undefined && item.collection === collection && item.payload[field] === target)
      .map((item) => ({
        id: item.id,
        course: typeof item.payload.course === 'string' ? item.payload.course : '',
        createdAt: item.createdAt,
      }));
  }, [userId, collection, field, target]);

  const [verdict, setVerdict] = useState<OwnRatingsVerdict | null>(null);
  if (verdict === null && userId && queued !== undefined) {
    const settled =
      state.status === 'ready'
        ? { ratings: state.data, queued }
        : state.status === 'loading' || state.status === 'idle'
          ? null
          : { ratings: [], queued };
    // Adjusting state while rendering (React's pattern for state derived from a first answer): no extra pass.
    if (settled) setVerdict(settled);
  }
  return verdict;
}
