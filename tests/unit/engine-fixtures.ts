// The outbox engine's dependencies for the tests of state items (votes, replies): a fresh database, a fixed
// clock and one signed-in, verified account whose token lasts an hour.
import { AppDB } from '@/lib/db/app-db';
import type { EngineDeps } from '@/lib/outbox/outbox-engine';
import { OUTBOX_KINDS } from '@/lib/outbox/outbox-kinds';
import type { OutboxTransport } from '@/lib/outbox/outbox-transport';

/** A token that reads as PocketBase's for `userId`, valid for an hour after `now`. */
export const tokenFor = (userId: string, now: number) =>
  `h.${btoa(JSON.stringify({ id: userId, exp: Math.floor((now + 3_600_000) / 1000) })).replace(/=+$/, '')}.s`;

/** An open database of its own and the engine's dependencies, signed in as `userId` at `now` + 1 s. */
export async function engineSetup(
  name: string,
  transport: OutboxTransport,
  userId: string,
  now: number,
): Promise<{ db: AppDB; deps: EngineDeps }> {
  const db = new AppDB(`${name}-${Math.random()}`);
  await db.open();
  const token = tokenFor(userId, now);
  const deps: EngineDeps = {
    db,
    transport,
    kinds: OUTBOX_KINDS,
    now: () => now + 1_000,
    session: () => ({ userId, verified: true, token }),
    refusedToken: () => '',
    markRefused: () => undefined,
    emit: () => undefined,
    random: () => 0.5,
  };
  return { db, deps };
}
