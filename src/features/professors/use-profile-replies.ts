// The replies of one instructor profile, for the instructor page (docs/professors.md "Replies"):
// - everyone: the published replies, one list request per profile, kept in the mirror like a ratings page, so
//   they show offline;
// - the profile's professor: their own replies in every status (the server lists them to their author only),
//   kept per account, with what waits in the outbox laid over them (the newest wish for a rating wins).
import { useEffect } from 'react';
import { COLLECTIONS } from '@/domain/collections';
import { isClaimant, replyOf, type Reply } from '@/domain/professors';
import { useSession, useSessionUser } from '@/lib/auth/session-store';
import { appDb } from '@/lib/db/app-db';
import { queryKey, readQuery, writeQuery, type Row } from '@/lib/mirror/mirror-store';
import { useOnline } from '@/lib/mirror/connectivity';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { useRefresh } from '@/lib/mirror/use-refresh';
import { replyPayloadOf } from '@/lib/outbox/kinds/reply-kind';
import { storeMyReplies } from '@/slices/professors/my-replies';
import { getPocketBase } from '@/lib/pocketbase/client';
import { useHeldClaims } from './use-my-claims';

const FIELDS = 'id,rating,instructor,body,status,edited,revision';
/** A profile's replies in one request: at most one per rating, and a profile has far fewer ratings than this. */
const REPLIES_PAGE = 500;

/** The author's view of one rating's reply: the stored one and, when the outbox holds a newer body, that. */
export interface MyReply {
  reply?: Reply;
  waiting?: { body: string; failed: boolean };
}

export interface ProfileReplies {
  /** Published replies by rating. */
  published: ReadonlyMap<string, Reply>;
  /** The reader is the profile's professor: their replies (any status) by rating, and they may reply. */
  mine: ReadonlyMap<string, MyReply> | null;
  /** The account's claims and, for the professor, their replies have been read from the device. */
  known: boolean;
}

export function useProfileReplies(instructorId: string): ProfileReplies {
  const key = queryKey(COLLECTIONS.ratingReplies, { instructor: instructorId });
  const mirrored = useLiveQuery(() => readQuery(key), [key]);
  useRefresh(key, async (pb) => {
    const { items } = await pb.collection(COLLECTIONS.ratingReplies).getList(1, REPLIES_PAGE, {
      // Published only, whoever asks: a moderator's or the professor's own session must not put waiting replies
      // into the shared mirror.
      filter: pb.filter('instructor = {:id} && status = "ACTIVE"', { id: instructorId }),
      fields: FIELDS,
      skipTotal: true,
      requestKey: null,
    });
    await writeQuery(key, COLLECTIONS.ratingReplies, items as Row[]);
    return 'done';
  });
  const published = new Map<string, Reply>();
  for (const record of mirrored?.records ?? []) {
    const reply = replyOf(record.data);
    if (reply?.status === 'ACTIVE') published.set(reply.rating, reply);
  }

  const user = useSessionUser();
  const claims = useHeldClaims();
  const claimant = user !== null && claims !== undefined && isClaimant(claims, instructorId);
  const mine = useMine(claimant ? user.id : undefined, instructorId);
  return {
    published,
    mine: claimant ? (mine ?? null) : null,
    known: claims !== undefined && (!claimant || mine !== undefined),
  };
}

function useMine(userId: string | undefined, instructorId: string): Map<string, MyReply> | undefined {
  const online = useOnline();
  const rows = useLiveQuery(async () => {
    if (!userId) return null;
    const db = appDb();
    const [replies, items] = await Promise.all([
      db.myReplies.where('[userId+instructor]').equals([userId, instructorId]).toArray(),
      db.outbox.where('userId').equals(userId).toArray(),
    ]);
    return { replies, items: items.sort((a, b) => a.createdAt - b.createdAt) };
  }, [userId, instructorId]);

  useEffect(() => {
    if (!userId || !online) return;
    let current = true;
    (async () => {
      const pb = await getPocketBase();
      const askedAt = Date.now();
      const { items } = await pb.collection(COLLECTIONS.ratingReplies).getList(1, REPLIES_PAGE, {
        filter: pb.filter('instructor = {:id}', { id: instructorId }),
        fields: FIELDS,
        skipTotal: true,
        requestKey: null,
      });
      if (!current || useSession.getState().user?.id !== userId) return;
      await storeMyReplies(
        appDb(),
        userId,
        instructorId,
        items.flatMap((raw) => replyOf(raw) ?? []),
        Date.now(),
        askedAt,
      );
    })().catch(() => {
      // Offline or refused: the stored replies stand.
    });
    return () => {
      current = false;
    };
  }, [userId, instructorId, online]);

  if (!rows) return undefined;
  const mine = new Map<string, MyReply>();
  for (const row of rows.replies) {
    const reply = replyOf(row.reply);
    if (reply) mine.set(row.rating, { reply });
  }
  for (const item of rows.items) {
    const wish = replyPayloadOf(item);
    if (!wish || wish.instructor !== instructorId) continue;
    mine.set(wish.rating, { ...mine.get(wish.rating), waiting: { body: wish.body, failed: item.state === 'failed' } });
  }
  return mine;
}
