// The server's refusal codes (docs/api.md "Error codes") as form messages, so a refusal reads the same in the
// form and in the outbox view, in the reader's language, whatever language the server answered in.
import { formError, missingError, type FormError } from './form-errors';

/** PocketBase's 400 body: `data` maps each refused field to `{ code, message }`. */
export type ServerFieldErrors = Readonly<Record<string, { code?: unknown } | undefined>>;

/**
 * The message for one refused field. `validation_not_unique` on `id` is not a refusal but "already
 * delivered" (the outbox counts it as success); it maps to the generic message only if shown anyway.
 */
export function serverErrorMessage(field: string, code: string): FormError {
  switch (code) {
    case 'validation_no_letters':
      return formError('form.error.noLetters', field);
    case 'validation_already_rated':
      return formError('form.error.alreadyRated', field);
    case 'validation_grade_required':
      return formError('form.error.grade.required', field);
    case 'validation_grade_not_allowed':
      return formError('form.error.grade.notAllowed', field);
    case 'validation_instructor_unavailable':
      return formError('form.error.instructorUnavailable', field);
    case 'validation_report_target_not_found':
      return formError('form.error.reportTargetNotFound', field);
    case 'validation_missing_rel_records':
      return formError('form.error.targetMissing', field);
    case 'validation_invalid_url':
    case 'validation_is_url':
      return formError('form.error.url', field);
    case 'validation_invalid_value':
      // A status outside its list reads as "choose one"; an unknown tag is simply invalid.
      return formError(field === 'tags' ? 'form.error.invalid' : 'form.error.choose', field);
    case 'validation_too_many_values':
      return formError('form.error.tags.tooMany', field);
    case 'validation_required':
      return missingError(field);
    case 'validation_min_text_constraint':
      return formError('form.error.tooShort', field);
    case 'validation_max_text_constraint':
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
