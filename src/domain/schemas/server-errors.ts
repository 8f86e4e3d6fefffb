// The server's refusal codes (contract/error-codes.js, docs/api.md "Error codes") as form messages, so a refusal reads the same in the
// form and in the outbox view, in the reader's language, whatever language the server answered in.
import { ERROR_CODES } from '@contract/error-codes.js';
import { RATING_GONE } from '@/domain/own-ratings';
import { REPLY_TARGET_GONE } from '@/domain/professors';
import { VOTE_TARGET_GONE } from '@/domain/votes';
import { formError, missingError, type FormError } from './form-errors';

/** PocketBase's 400 body: `data` maps each refused field to `{ code, message }`. */
export type ServerFieldErrors = Readonly<Record<string, { code?: unknown } | undefined>>;

/**
 * The message for one refused field. `validation_not_unique` on `id` is not a refusal but "already
 * delivered" (the outbox counts it as success); it maps to the generic message only if shown anyway.
 */
export function serverErrorMessage(field: string, code: string): FormError {
  switch (code) {
    case ERROR_CODES.NO_LETTERS:
      return formError('form.error.noLetters', field);
    case ERROR_CODES.ALREADY_RATED:
      return formError('form.error.alreadyRated', field);
    case ERROR_CODES.GRADE_REQUIRED:
      return formError('form.error.grade.required', field);
    case ERROR_CODES.GRADE_NOT_ALLOWED:
      return formError('form.error.grade.notAllowed', field);
    case ERROR_CODES.INSTRUCTOR_UNAVAILABLE:
      return formError('form.error.instructorUnavailable', field);
    case ERROR_CODES.REPORT_TARGET_NOT_FOUND:
      return formError('form.error.reportTargetNotFound', field);
    case ERROR_CODES.INVALID_REPORT_REASON:
      return formError('form.error.choose', field);
    case ERROR_CODES.OWN_RATING:
      return formError('form.error.ownRating', field);
    case VOTE_TARGET_GONE:
      return formError('form.error.voteGone', field);
    case RATING_GONE:
      return formError('form.error.ratingGone', field);
    case ERROR_CODES.ALREADY_DECIDED:
      return formError('form.error.alreadyDecided', field);
    case ERROR_CODES.OWN_PROFILE:
      return formError('form.error.ownProfile', field);
    case ERROR_CODES.ALREADY_CLAIMED:
      return formError('form.error.alreadyClaimed', field);
    case ERROR_CODES.NOT_PROFILE_OWNER:
      return formError('form.error.notProfileOwner', field);
    case REPLY_TARGET_GONE:
      return formError('form.error.replyGone', field);
    case ERROR_CODES.NOT_UNIQUE:
      // A second waiting or approved claim of the same profile by the same account.
      return formError(field === 'instructor' ? 'form.error.claimPending' : 'form.error.invalid', field);
    case ERROR_CODES.IS_EMAIL:
      return formError('form.error.email', field);
    case ERROR_CODES.MISSING_REL_RECORDS:
      return formError('form.error.targetMissing', field);
    case ERROR_CODES.INVALID_URL:
    case ERROR_CODES.IS_URL:
      return formError('form.error.url', field);
    case ERROR_CODES.INVALID_VALUE:
      // A status outside its list reads as "choose one"; an unknown tag is simply invalid.
      return formError(field === 'tags' ? 'form.error.invalid' : 'form.error.choose', field);
    case ERROR_CODES.TOO_MANY_VALUES:
      return formError('form.error.tags.tooMany', field);
    case ERROR_CODES.REQUIRED:
      return missingError(field);
    case ERROR_CODES.MIN_TEXT:
      return formError('form.error.tooShort', field);
    case ERROR_CODES.MAX_TEXT:
      return formError('form.error.tooLong', field);
    default:
      return formError('form.error.invalid', field);
  }
}

/** Every refused field of a 400 body, translated; fields without a code are skipped. */
export function serverFieldErrors(data: ServerFieldErrors | undefined): Record<string, FormError> {
  const errors: Record<string, FormError> = {};
  for (const [field, value] of Object.entries(data ?? {})) {
    if (value && typeof value.code === 'string') errors[field] = serverErrorMessage(field, value.code);
  }
  return errors;
}
