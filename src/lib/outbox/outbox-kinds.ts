// The one registration of the outbox's write kinds: the engine sends an item only through the kind named by its
// `kind` field (outbox-kind.ts). A new kind is its module in kinds/ and one line here (docs/architecture.md
// "The outbox").
import { CLAIM_KIND, CREATE_KIND } from './kinds/create-kinds';
import { RATING_EDIT_KIND } from './kinds/rating-edit-kind';
import { RATING_WITHDRAW_KIND } from './kinds/rating-withdraw-kind';
import { REPLY_KIND } from './kinds/reply-kind';
import { VOTE_KIND } from './kinds/vote-kind';
import type { OutboxKind } from './outbox-kind';

export const OUTBOX_KINDS: readonly OutboxKind[] = [
  CREATE_KIND,
  CLAIM_KIND,
  VOTE_KIND,
  REPLY_KIND,
  RATING_EDIT_KIND,
  RATING_WITHDRAW_KIND,
];

/**
 * Every table of the device that keeps an account's own rows, besides the outbox: what every forget path erases
 * (forget-account.ts). The kinds say which; a test checks that no `userId` table of the schema is missing.
 */
export const ACCOUNT_TABLES = [...new Set(OUTBOX_KINDS.flatMap((kind) => kind.accountTables))];
