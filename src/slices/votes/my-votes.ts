// The account's own helpful votes as `votes/mine` answered, kept per account in the mirror (table `votes`) so a
// card shows the pressed button offline too. A delivered vote writes the same rows (outbox kinds/vote-kind.ts).
import type { AppDB } from '@/lib/db/app-db';
import { myVoteKey } from '@/lib/outbox/kinds/vote-kind';

/** The account's votes among these ratings as `votes/mine` answered: stored, and the others removed. */
export async function storeMyVotes(
  db: AppDB,
  userId: string,
  collection: string,
  ids: readonly string[],
  votes: Readonly<Record<string, number>>,
  now: number,
  /** When the question was sent: a vote delivered since then is newer than the answer, which leaves it alone. */
  askedAt = now,
): Promise<void> {
  await db.transaction('rw', db.votes, async () => {
    const stored = await db.votes.bulkGet(ids.map((id) => myVoteKey(userId, collection, id)));
    const newer = new Set(stored.flatMap((row) => (row && row.fetchedAt > askedAt ? [row.rating] : [])));
    ids = ids.filter((id) => !newer.has(id));
    await db.votes.bulkDelete(
      ids.filter((id) => votes[id] !== 1 && votes[id] !== -1).map((id) => myVoteKey(userId, collection, id)),
    );
    await db.votes.bulkPut(
      ids.flatMap((id) => {
        const value = votes[id];
        return value === 1 || value === -1
          ? [{ key: myVoteKey(userId, collection, id), userId, collection, rating: id, value, fetchedAt: now }]
          : [];
      }),
    );
  });
}
