// Moderation as the server defines it (docs/api.md "Moderation"): the five waiting queues, the decisions each
// allows, the take-down statuses of reported content, and how an author's item status reads.

export const QUEUE_KINDS = ['institution_ratings', 'program_ratings', 'instructor_ratings', 'instructors', 'reports'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
export type ContentKind = Exclude<QueueKind, 'reports'>;

export function isRatingKind(kind: QueueKind): kind is 'institution_ratings' | 'program_ratings' | 'instructor_ratings' {
  return kind === 'institution_ratings' || kind === 'program_ratings' || kind === 'instructor_ratings';
}

/** Approve / reject statuses of a waiting rating or instructor suggestion. */
export function decisionStatuses(kind: ContentKind): { approve: 'ACTIVE'; reject: 'SUSPENDED' | 'ARCHIVED' } {
  return { approve: 'ACTIVE', reject: kind === 'instructors' ? 'ARCHIVED' : 'SUSPENDED' };
}

export const TAKE_DOWN_STATUSES = ['SUSPENDED', 'REPORTED', 'ARCHIVED'] as const;
export type TakeDownStatus = (typeof TAKE_DOWN_STATUSES)[number];

/** Statuses that take reported content down, first the default. */
export function takeDownStatuses(kind: ContentKind): readonly TakeDownStatus[] {
  return kind === 'instructors' ? ['ARCHIVED'] : ['SUSPENDED', 'REPORTED'];
}

export const REASON_MAX = 500;

/** What an author reads about their item. */
export const CONTRIBUTION_STATES = ['pending', 'published', 'rejected', 'removed', 'treated'] as const;
export type ContributionState = (typeof CONTRIBUTION_STATES)[number];

export function contributionState(status: string): ContributionState {
  switch (status) {
    case 'ACTIVE':
      return 'published';
    case 'TREATED':
      return 'treated';
    case 'SUSPENDED':
    case 'ARCHIVED':
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
