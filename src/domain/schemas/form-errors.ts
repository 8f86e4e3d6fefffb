// What a form shows next to a field: a message id of lang/*.json and, for bounds, the numbers it names.
// The schemas carry message ids (not texts) so that domain/ stays free of i18n and the same schema serves the
// forms and the outbox; the UI translates the id in the reader's language.
import { WEB_ADDRESS_MAX } from '@contract/web-address.js';
import { AUTH_ERROR_IDS, authMessageId, type AuthErrorId, type AuthMessageId } from '@/domain/auth-schemas';
import { LIMITS, MAX_TAGS } from '@/domain/ratings';

export const FORM_ERROR_IDS = [
  'form.error.required',
  'form.error.choose',
  'form.error.invalid',
  'form.error.tooShort',
  'form.error.tooLong',
  'form.error.noLetters',
  'form.error.grade.required',
  'form.error.grade.notAllowed',
  'form.error.tags.tooMany',
  'form.error.url',
  'form.error.agree',
  'form.error.alreadyRated',
  'form.error.instructorUnavailable',
  'form.error.reportTargetNotFound',
  'form.error.targetMissing',
  'form.error.ownRating',
  'form.error.voteGone',
  'form.error.email',
  'form.error.ownProfile',
  'form.error.alreadyClaimed',
  'form.error.notProfileOwner',
  'form.error.replyGone',
  'form.error.claimPending',
] as const;
/** Field messages, the account forms' (`auth.error.<ID>`) included: one form system shows them all. */
export type FormErrorId = (typeof FORM_ERROR_IDS)[number] | AuthMessageId;

export interface FormError {
  id: FormErrorId;
  /** ICU arguments of the message (`{min}`, `{max}`). */
  values?: Record<string, number>;
}

/** A server's refusal of a submit: a message for the whole form and/or one per refused field. */
export interface FormRefusal {
  form?: FormError;
  fields?: Readonly<Record<string, FormError>>;
}

export const authError = (id: AuthErrorId): FormError => ({ id: authMessageId(id) });

/** The bounds each field's messages name (`{min}`, `{max}`), from the one definition of the limits. */
const FIELD_VALUES: Readonly<Record<string, Record<string, number>>> = {
  review: { min: LIMITS.review.min, max: LIMITS.review.max },
  comment: { min: LIMITS.reportComment.min, max: LIMITS.reportComment.max },
  course: { max: LIMITS.course.max },
  grade: { max: LIMITS.grade.max },
  name: { max: LIMITS.instructorName.max },
  department: { max: LIMITS.department.max },
  directory_listing: { max: WEB_ADDRESS_MAX },
  message: { min: LIMITS.claimMessage.min, max: LIMITS.claimMessage.max },
  body: { min: LIMITS.reply.min, max: LIMITS.reply.max },
  tags: { max: MAX_TAGS },
};

const NAMES_BOUNDS: ReadonlySet<FormErrorId> = new Set([
  'form.error.tooShort',
  'form.error.tooLong',
  'form.error.tags.tooMany',
]);

const AUTH_MESSAGE_IDS: ReadonlySet<string> = new Set(AUTH_ERROR_IDS.map(authMessageId));

export function isFormErrorId(value: unknown): value is FormErrorId {
  return (
    typeof value === 'string' && ((FORM_ERROR_IDS as readonly string[]).includes(value) || AUTH_MESSAGE_IDS.has(value))
  );
}

/** A message id of `field` (from a schema, or anything else: then the generic "invalid") with its arguments. */
export function formError(id: string, field: string): FormError {
  const known: FormErrorId = isFormErrorId(id) ? id : 'form.error.invalid';
  const values = NAMES_BOUNDS.has(known) && Object.hasOwn(FIELD_VALUES, field) ? FIELD_VALUES[field] : undefined;
  return values ? { id: known, values } : { id: known };
}

/** Fields typed or picked from a list; the others (scores, yes/no, statuses) are answered by choosing. */
const TYPED_FIELDS: ReadonlySet<string> = new Set([
  'review',
  'comment',
  'course',
  'grade',
  'name',
  'department',
  'institution',
  'program',
  'instructor',
  'reported_id',
  'message',
  'body',
  'rating',
]);

/** The message for a field left out or blank: "required" for what is typed, "choose" for what is picked. */
export function missingError(field: string): FormError {
  if (field === 'user_agrees') return formError('form.error.agree', field);
  return formError(TYPED_FIELDS.has(field) ? 'form.error.required' : 'form.error.choose', field);
}
