// What the device forgets of an account, over the one list of per-account tables (outbox-kinds.ts):
// - signed out, or another account signed in (here or in another tab): every other account's rows, so no other
//   reader sees them; their outbox items stay, waiting for their author to sign in again;
// - the account deleted on the server: its rows and its outbox items (they can never be sent: their author is
//   gone), and the forms' drafts, which are the device's and not tied to an account (keyed by form and target
//   only), so they are all erased.
import { appDb, type AppDB } from '@/lib/db/app-db';
import { ACCOUNT_TABLES } from './outbox-kinds';

const tablesOf = (db: AppDB, names: readonly string[]) =>
  names.map((name) => db.table<{ userId: string }, string>(name));

/** Every per-account row but the signed-in account's (signed out: all of them). */
export async function forgetOtherAccounts(db: AppDB, userId: string | undefined): Promise<void> {
  const tables = tablesOf(db, ACCOUNT_TABLES);
  await db.transaction('rw', tables, async () => {
    for (const table of tables) {
      if (userId) await table.where('userId').notEqual(userId).delete();
      else await table.clear();
    }
  });
}

export async function forgetAccountOnDevice(userId: string, db: AppDB = appDb()): Promise<void> {
  const tables = tablesOf(db, ['outbox', ...ACCOUNT_TABLES]);
  await db.transaction('rw', [...tables, db.drafts], async () => {
    for (const table of tables) await table.where('userId').equals(userId).delete();
    await db.drafts.clear();
  });
}
