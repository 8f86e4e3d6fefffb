// Helpful votes as the app sees them (docs/api.md "Helpful votes", contract/votes.js): a vote is the state the
// user wants (1 helpful, -1 not helpful, 0 none), and what a rating shows before the server answers is its
// server counts moved from the vote the server has to the vote waiting in the outbox.
import { VOTE_VALUES, VOTE_WITHDRAWN } from '@contract/votes.js';

export type VoteValue = 1 | -1 | 0;

export interface VoteCounts {
  helpful: number;
  unhelpful: number;
}

export function isVoteValue(value: unknown): value is VoteValue {
  return value === VOTE_WITHDRAWN || (VOTE_VALUES as readonly unknown[]).includes(value);
}

/** Pressing a button: the pressed value, or none when it was already the user's vote (withdrawing it). */
export function nextVote(current: VoteValue, pressed: 1 | -1): VoteValue {
  return current === pressed ? 0 : pressed;
}

/**
 * The counts shown while a vote waits: the server's counts (which hold `from`, the vote the server has) with
 * `from` taken out and `to` put in. Never below zero: the mirrored counts may be older than the vote the device holds.
 */
export function adjustCounts(counts: VoteCounts, from: VoteValue, to: VoteValue): VoteCounts {
  let { helpful, unhelpful } = counts;
  if (from === 1) helpful -= 1;
  if (from === -1) unhelpful -= 1;
  if (to === 1) helpful += 1;
  if (to === -1) unhelpful += 1;
  return { helpful: Math.max(0, helpful), unhelpful: Math.max(0, unhelpful) };
}

/**
 * The field code an outbox vote is refused with when the server answers 404: the rating is gone, hidden or not
 * published (the server answers the same for all of them). A client-side code: the 404 carries no field.
 */
export const VOTE_TARGET_GONE = 'vote_rating_gone';

/** The collection name an outbox item of a vote carries (votes are not creates of a collection). */
export const VOTE_ITEM_COLLECTION = 'rating_votes';
export { MY_VOTES_MAX_IDS, VOTE_COUNT_FIELDS } from '@contract/votes.js';
