// What the engine knows of a write kind: how its items go to the server, what the answer means on this device,
// and which tables keep the account's own rows of it. Kinds are listed once, in outbox-kinds.ts; the engine
// imports none of them (docs/architecture.md "The outbox").
import type Dexie from 'dexie';
import type { AppDB, OutboxItem } from '@/lib/db/app-db';
import type { OutboxTransport, Refused } from './outbox-transport';

/** A table of the schema whose rows belong to one account (a `userId` on every row). */
export type AccountTable = {
  [K in keyof AppDB]: AppDB[K] extends Dexie.Table<infer Row, infer _Key, infer _Insert>
    ? Row extends { userId: string }
      ? K
      : never
    : never;
}[keyof AppDB];

/** A send's outcome: delivered with the server's answer, or what the engine does with a refusal. */
export type Sent<A> = { kind: 'delivered'; answer: A } | Refused;

export interface OutboxKind<A = unknown> {
  /** The items' `kind` field; undefined for a plain create. */
  readonly name: string | undefined;
  /** One request as the item's author (`token`); never throws: a failure comes back classified. */
  send(item: OutboxItem, token: string, transport: OutboxTransport): Promise<Sent<A>>;
  /** The server has it: the item leaves the outbox, with whatever the answer means, in one transaction. */
  deliver(db: AppDB, item: OutboxItem, answer: A, now: number): Promise<void>;
  /** Where the account's own rows of this kind are kept on the device: forgotten with the account. */
  readonly accountTables: readonly Exclude<AccountTable, 'outbox'>[];
}

/** Erases the answer's type for the list: the engine hands a kind's answer only to that same kind's deliver. */
export const defineKind = <A>(kind: OutboxKind<A>): OutboxKind => kind as unknown as OutboxKind;

/**
 * A create with the item's client id as the record id: a retry after a lost answer finds the id taken, which
 * counts as delivered (exactly once). Delivery only removes the item.
 */
export function createKind(
  name: string | undefined,
  accountTables: OutboxKind['accountTables'] = [],
  /** The body an item is sent with: its payload, or one an older version queued brought up to date. */
  bodyOf: (item: OutboxItem) => Record<string, unknown> = (item) => item.payload,
): OutboxKind {
  return defineKind<Record<string, unknown> | null>({
    name,
    accountTables,
    async send(item, token, transport) {
      const result = await transport.create(item.collection, { ...bodyOf(item), id: item.id }, token);
      if (result.kind === 'created') return { kind: 'delivered', answer: result.record };
      if (result.kind === 'duplicate') return { kind: 'delivered', answer: null };
      return result;
    },
    async deliver(db, item) {
      await db.outbox.delete(item.id);
    },
  });
}

/** The kind an item belongs to, or undefined for a kind this version does not know (it is left alone). */
export function kindOf(kinds: readonly OutboxKind[], item: OutboxItem): OutboxKind | undefined {
  return kinds.find((kind) => kind.name === item.kind);
}
