// The account's own replies to ratings of its profile, in every status, kept per account in the mirror (table
// `myReplies`) so the instructor page shows them offline. A delivered reply writes the same rows (outbox
// kinds/reply-kind.ts).
import type { Reply } from '@/domain/professors';
import type { AppDB } from '@/lib/db/app-db';
import { replyRow } from '@/lib/outbox/kinds/reply-kind';

/**
 * The account's replies on one profile as the server listed them (asked at `askedAt`): stored, and the others of
 * that profile removed; a row stored since the question was asked (a delivery) is newer and stays.
 */
export async function storeMyReplies(
  db: AppDB,
  userId: string,
  instructor: string,
  replies: readonly Reply[],
  now: number,
  askedAt = now,
): Promise<void> {
  await db.transaction('rw', db.myReplies, async () => {
    const stored = await db.myReplies.where('[userId+instructor]').equals([userId, instructor]).toArray();
    const newer = new Set(stored.filter((row) => row.fetchedAt > askedAt).map((row) => row.rating));
    const listed = new Set(replies.map((r) => r.rating));
    await db.myReplies.bulkDelete(
      stored.filter((row) => !listed.has(row.rating) && !newer.has(row.rating)).map((row) => row.key),
    );
    await db.myReplies.bulkPut(
      replies.filter((r) => !newer.has(r.rating)).map((r) => replyRow(userId, { ...r, instructor }, now)),
    );
  });
}
