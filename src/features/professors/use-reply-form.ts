import { useCallback, useMemo } from 'react';
import { COLLECTIONS } from '@/domain/collections';
import { ReplySchema } from '@/domain/schemas/reply';
import { useSession } from '@/lib/auth/session-store';
import { appDb } from '@/lib/db/app-db';
import { useOutboxForm } from '@/lib/forms/use-outbox-form';
import { syncOutbox } from '@/lib/outbox/outbox';
import { queueReply } from '@/lib/outbox/kinds/reply-kind';

export interface ReplyValues extends Record<string, unknown> {
  rating: string;
  instructor: string;
  body: string;
}

/**
 * The reply to one rating: a draft per rating, starting from the reply as it stands; queued through the reply
 * route's outbox kind, so a second edit before the first is sent replaces it (one item per rating).
 */
export function useReplyForm(instructorId: string, ratingId: string, name: string, current: string) {
  const initial = useMemo<ReplyValues>(
    () => ({ rating: ratingId, instructor: instructorId, body: current }),
    [ratingId, instructorId, current],
  );
  const queue = useCallback(async (payload: Record<string, unknown>, label: string | undefined) => {
    const user = useSession.getState().user;
    if (!user) throw new Error('Replies are written signed in.');
    const { rating, instructor, body } = payload as ReplyValues;
    const id = await queueReply(appDb(), user.id, { rating, instructor, body }, Date.now(), label);
    void syncOutbox();
    return id;
  }, []);
  return useOutboxForm({
    collection: COLLECTIONS.ratingReplies,
    schema: ReplySchema,
    draftKey: `reply:${ratingId}`,
    initial,
    label: name,
    queue,
  });
}
