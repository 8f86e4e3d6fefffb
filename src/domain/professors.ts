// Professors on their own profiles (docs/professors.md, contract/professors.js): what the app reads of a claim and
// a reply, and the client's own code for a reply whose rating is gone (the route's 404 names no field).
import { CLAIM_STATUSES, REPLY_STATUSES } from '@contract/statuses.js';

export { CLAIM_STATUSES, REPLY_STATUSES };
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

/** The outbox's field code for a reply the route answered 404: the rating is gone, hidden or not published. */
export const REPLY_TARGET_GONE = 'reply_rating_gone';

/** One of the account's claims, as the app keeps it (never the message or address: they are not needed again). */
export interface MyClaim {
  id: string;
  instructor: string;
  status: ClaimStatus;
}

/** A reply as the reply route answers it and the app shows it. */
export interface Reply {
  id: string;
  rating: string;
  instructor: string;
  body: string;
  status: ReplyStatus;
  edited: boolean;
  revision: number;
}

const isClaimStatus = (value: unknown): value is ClaimStatus => (CLAIM_STATUSES as readonly unknown[]).includes(value);
const isReplyStatus = (value: unknown): value is ReplyStatus => (REPLY_STATUSES as readonly unknown[]).includes(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A claim row of the server's answer, or undefined when it lacks what the app needs. */
export function claimOf(raw: Record<string, unknown>): MyClaim | undefined {
  const id = str(raw.id);
  const instructor = str(raw.instructor);
  return id && instructor && isClaimStatus(raw.status) ? { id, instructor, status: raw.status } : undefined;
}

/** A reply of the server's answer (a list row or the reply route's body), or undefined when malformed. */
export function replyOf(raw: Record<string, unknown>): Reply | undefined {
  const id = str(raw.id);
  const rating = str(raw.rating);
  if (!id || !rating || !isReplyStatus(raw.status)) return undefined;
  const revision = typeof raw.revision === 'number' ? raw.revision : 1;
  return {
    id,
    rating,
    instructor: str(raw.instructor),
    body: str(raw.body),
    status: raw.status,
    edited: raw.edited === true,
    revision,
  };
}

/** Whether the account holds the approved claim of this profile (the one who may reply to its ratings). */
export function isClaimant(claims: readonly MyClaim[], instructor: string): boolean {
  return claims.some((c) => c.instructor === instructor && c.status === 'APPROVED');
}

/** The account's claim of this profile still waiting for a moderator, if any. */
export function pendingClaim(claims: readonly MyClaim[], instructor: string): MyClaim | undefined {
  return claims.find((c) => c.instructor === instructor && c.status === 'PENDING');
}

/** What the author reads of their reply to one rating: as published, waiting, refused, or taken down. */
export type ReplyState = 'published' | 'pending' | 'failed' | 'hidden';

/**
 * The state of the author's reply: what waits in the outbox outranks what the server last said (a newer body not
 * sent yet, or refused); otherwise the server's status.
 */
export function replyStateOf(stored: Reply | undefined, waiting: { failed: boolean } | undefined): ReplyState {
  if (waiting) return waiting.failed ? 'failed' : 'pending';
  switch (stored?.status) {
    case 'PENDING_APPROVAL':
      return 'pending';
    case 'SUSPENDED':
    case 'REPORTED':
      return 'hidden';
    default:
      return 'published';
  }
}
export { NEW_RATING_MAIL_OFF_FIELD, REPLY_RATING_COLLECTION } from '@contract/professors.js';
