// Which message ids describe an outbox item: its kind, the reason it waits or failed, a refused field.
// Pure mappings, so the components stay declarative and an unknown code still gets a sentence.
import { RATING_EDIT_ITEM, RATING_WITHDRAW_ITEM } from '@/domain/own-ratings';
import { LIMITS } from '@/domain/ratings';
import { VOTE_ITEM_COLLECTION } from '@/domain/votes';
import type { FormError } from '@/domain/schemas/form-errors';
import { isCorrectableField, refusalOf, type CorrectableField, type Refusal } from '@/domain/schemas/refusal';
import { serverErrorMessage } from '@/domain/schemas/server-errors';
import type { MessageId } from '@/lib/i18n/use-t';
import type { OutboxItem } from './use-outbox';

const KINDS: Record<string, MessageId> = {
  institution_ratings: 'outbox.kind.institution_ratings',
  program_ratings: 'outbox.kind.program_ratings',
  instructor_ratings: 'outbox.kind.instructor_ratings',
  instructors: 'outbox.kind.instructors',
  reports: 'outbox.kind.reports',
  instructor_claims: 'outbox.kind.instructor_claims',
  rating_replies: 'outbox.kind.rating_replies',
  [VOTE_ITEM_COLLECTION]: 'outbox.kind.vote',
  [RATING_EDIT_ITEM]: 'outbox.kind.rating_edits',
  [RATING_WITHDRAW_ITEM]: 'outbox.kind.rating_withdrawals',
};

export function kindText(collection: string): MessageId {
  return KINDS[collection] ?? 'outbox.kind.other';
}

/**
 * A refused field's message: the same mapping the forms use (domain/schemas/server-errors), so a refusal
 * reads the same on the form and here. Its texts are in the `contribute` message part (the route loads it).
 */
export function fieldErrorOf(field: string, code: string): FormError {
  return serverErrorMessage(field, code);
}

/** Why a waiting item has not gone yet (after a first attempt), or undefined when it simply waits its turn. */
export function waitingReason(item: OutboxItem): MessageId | undefined {
  switch (item.error?.code) {
    case 'network':
      return 'outbox.reason.network';
    case 'server':
      return 'outbox.reason.server';
    case 'rate-limited':
      return 'outbox.reason.rate-limited';
    case 'session':
      return 'outbox.reason.session';
    default:
      return undefined;
  }
}

/** The free-text fields a user can fix in the outbox, with their labels (scores and choices are fixed in forms). */
export const EDITABLE_FIELDS: Readonly<
  Record<CorrectableField, { label: MessageId; multiline: boolean; max: number }>
> = {
  review: { label: 'outbox.field.review', multiline: true, max: LIMITS.review.max },
  comment: { label: 'outbox.field.comment', multiline: true, max: LIMITS.reportComment.max },
  course: { label: 'outbox.field.course', multiline: false, max: LIMITS.course.max },
  grade: { label: 'outbox.field.grade', multiline: false, max: LIMITS.grade.max },
  name: { label: 'outbox.field.name', multiline: false, max: LIMITS.instructorName.max },
  department: { label: 'outbox.field.department', multiline: false, max: LIMITS.department.max },
  directory_listing: { label: 'outbox.field.directory_listing', multiline: false, max: 2000 },
  message: { label: 'outbox.field.message', multiline: true, max: LIMITS.claimMessage.max },
  body: { label: 'outbox.field.body', multiline: true, max: LIMITS.reply.max },
};

/** What a failed item allows: correcting its texts, or only discarding it (domain/schemas/refusal). */
export function refusalOfItem(item: OutboxItem): Refusal {
  return refusalOf(item.error?.fields ?? {});
}

/**
 * The editable fields of a failed item whose refusal a correction can fix: those it carries as text, and those
 * the server complained about. None for a final refusal, so nothing invites an edit that cannot help.
 */
export function editableFieldsOf(item: OutboxItem): CorrectableField[] {
  if (refusalOfItem(item) !== 'correctable') return [];
  const names = new Set<string>();
  for (const [name, value] of Object.entries(item.payload))
    if (isCorrectableField(name) && typeof value === 'string') names.add(name);
  for (const name of Object.keys(item.error?.fields ?? {})) if (isCorrectableField(name)) names.add(name);
  return Object.keys(EDITABLE_FIELDS).filter((name): name is CorrectableField => names.has(name));
}

/** What a vote item asks for (docs/outbox.md "Votes"); undefined for any other item. */
export function voteText(item: OutboxItem): MessageId | undefined {
  if (item.kind !== 'vote') return undefined;
  const value = item.payload.value;
  return value === 1 ? 'outbox.vote.helpful' : value === -1 ? 'outbox.vote.unhelpful' : 'outbox.vote.withdrawn';
}
