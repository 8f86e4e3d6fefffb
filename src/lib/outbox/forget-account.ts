// After the server deleted an account: what this device still holds of it goes too. Its outbox items (they
// can never be sent: their author is gone), its helpful votes, claims and replies as last seen, and the forms' drafts, which are the device's and not tied to an
// account (drafts are keyed by form and target only), so they are all erased.
import { appDb } from '@/lib/db/app-db';

export async function forgetAccountOnDevice(userId: string): Promise<void> {
  const db = appDb();
  await db.transaction('rw', [db.outbox, db.drafts, db.votes, db.myClaims, db.myReplies], async () => {
    await db.outbox.where('userId').equals(userId).delete();
    await db.votes.where('userId').equals(userId).delete();
    await db.myClaims.where('userId').equals(userId).delete();
    await db.myReplies.where('userId').equals(userId).delete();
    await db.drafts.clear();
  });
}
