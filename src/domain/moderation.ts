// Moderation as the server defines it (docs/api.md "Moderation", contract/statuses.js): the waiting queues, the
// decisions each allows, the take-down statuses of reported content, and how an author's item status reads.
import { RATING_TARGETS } from '@contract/collections.js';
import { LIMITS } from '@contract/limits.js';
import { QUEUE_KINDS, TAKE_DOWN, TRANSITIONS } from '@contract/statuses.js';

export { QUEUE_KINDS };
export type QueueKind = (typeof QUEUE_KINDS)[number];
export type ContentKind = Exclude<QueueKind, 'reports'>;
/** The kinds a treated report may take down (a claim is never reported). */
export type ReportedKind = keyof typeof TAKE_DOWN;

export function isRatingKind(kind: QueueKind): kind is keyof typeof RATING_TARGETS {
  return Object.hasOwn(RATING_TARGETS, kind);
}

type Transition = (typeof TRANSITIONS)[ContentKind];
type Decided = Transition[keyof Transition] extends infer L ? (L extends readonly (infer S)[] ? S : never) : never;

/** Approve / reject statuses of a waiting item: the two decisions its one waiting status allows. */
export function decisionStatuses(kind: ContentKind): { approve: Decided; reject: Decided } {
  const [approve, reject] = Object.values(TRANSITIONS[kind])[0] as readonly Decided[];
  return { approve: approve!, reject: reject! };
}

/** Every status that takes reported content down, whatever its kind. */
export const TAKE_DOWN_STATUSES = [...new Set(Object.values(TAKE_DOWN).flat())] as readonly TakeDownStatus[];
export type TakeDownStatus = (typeof TAKE_DOWN)[ReportedKind][number];

/** Statuses that take reported content down, first the default; none for what cannot be reported. */
export function takeDownStatuses(kind: ContentKind): readonly TakeDownStatus[] {
  return Object.hasOwn(TAKE_DOWN, kind) ? TAKE_DOWN[kind as ReportedKind] : [];
}

export const REASON_MAX = LIMITS.moderationReason.max;

/** What an author reads about their item. */
export const CONTRIBUTION_STATES = ['pending', 'published', 'accepted', 'rejected', 'removed', 'treated'] as const;
export type ContributionState = (typeof CONTRIBUTION_STATES)[number];

export function contributionState(status: string): ContributionState {
  switch (status) {
    case 'ACTIVE':
      return 'published';
    case 'APPROVED':
      return 'accepted';
    case 'TREATED':
      return 'treated';
    case 'SUSPENDED':
    case 'ARCHIVED':
    case 'REJECTED':
      return 'rejected';
    case 'REPORTED':
      return 'removed';
    default:
      return 'pending';
  }
}

/** The mean of a rating's scores to one decimal (a moderator's glance; the read models compute the real figures). */
export function meanScore(record: Record<string, unknown>, names: readonly string[]): number | null {
  const values = names.map((n) => record[n]).filter((v): v is number => typeof v === 'number' && v > 0);
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}
