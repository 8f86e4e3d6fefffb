// The outbox as the outbox view sees it: the current account's items (live from IndexedDB), how many wait
// for another account, and whether sending waits for a sign-in or an e-mail confirmation.
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import * as v from 'valibot';
import { isWritableCollection, PAYLOAD_SCHEMAS } from '@/domain/schemas/payload-schemas';
import { useSession } from '@/lib/auth/session-store';
import { appDb, type OutboxItem } from '@/lib/db/app-db';
import { discard, retryNow, updatePayload } from '@/lib/outbox/outbox';
import { useOutboxStatus } from '@/lib/outbox/outbox-status';

export type { OutboxItem };

export interface OutboxView {
  loaded: boolean;
  /** The signed-in account's items, oldest first (the order they are sent in). */
  items: OutboxItem[];
  /** Items written under another account (or, signed out, every item): counted, never shown. */
  othersWaiting: number;
  signedIn: boolean;
  unverified: boolean;
  needsSignIn: boolean;
}

export function useOutbox(): OutboxView {
  const user = useSession((s) => s.user);
  const refused = useOutboxStatus((s) => s.needsSignIn);
  const all = useLiveQuery(() => appDb().outbox.orderBy('createdAt').toArray(), []);
  const items = user && all ? all.filter((i) => i.userId === user.id) : [];
  return {
    loaded: all !== undefined,
    items,
    othersWaiting: (all?.length ?? 0) - items.length,
    signedIn: user !== null,
    unverified: user !== null && !user.verified,
    needsSignIn: user !== null && refused,
  };
}

/** What the user can do with an item (lib/outbox/outbox.ts). */
export const outboxActions = { retryNow, discard, updatePayload };

const ANY_PAYLOAD = v.record(v.string(), v.unknown());

/** The schema an edited body is checked with: its form's (one definition of the rules for forms and outbox). */
export function outboxSchemaOf(collection: string): v.GenericSchema<unknown, Record<string, unknown>> {
  return isWritableCollection(collection) ? PAYLOAD_SCHEMAS[collection] : ANY_PAYLOAD;
}
