// The account's own claims of instructor profiles, kept per account like its votes (docs/offline.md): the
// instructor page reads them to know whether the reader is the profile's professor (the one who may reply) or
// has a claim waiting, offline too. Only ids and statuses are kept; the claims' messages stay on the server.
import type { MyClaim } from '@/domain/professors';
import type { AppDB, MyClaimRow } from '@/lib/db/app-db';

export const myClaimKey = (userId: string, id: string) => `${userId}:${id}`;

/** The account's claims as the server listed them: all of them, so the list replaces what was stored. */
export async function storeMyClaims(db: AppDB, userId: string, claims: readonly MyClaim[], now: number): Promise<void> {
  const rows: MyClaimRow[] = claims.map((c) => ({
    key: myClaimKey(userId, c.id),
    userId,
    id: c.id,
    instructor: c.instructor,
    status: c.status,
    fetchedAt: now,
  }));
  await db.transaction('rw', db.myClaims, async () => {
    await db.myClaims.where('userId').equals(userId).delete();
    await db.myClaims.bulkPut(rows);
  });
}
