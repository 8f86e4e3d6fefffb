import * as v from 'valibot';
import { LIMITS } from '@/domain/ratings';
import { recordId, requiredText } from './fields';

/**
 * An optional address at the instructor's institution: blank is "none" (the empty string the server stores);
 * anything else must read as an address. The server decides whether it belongs to the institution.
 */
const institutionalEmail = v.pipe(
  v.optional(v.string('form.error.invalid'), ''),
  v.trim(),
  v.check((text) => text === '' || v.is(v.pipe(v.string(), v.email()), text), 'form.error.email'),
);

/** A professor's claim of an instructor profile (`instructor_claims`), without its client id. */
export const ClaimSchema = v.object({
  instructor: recordId,
  message: requiredText(LIMITS.claimMessage, 'paragraphs'),
  institutional_email: institutionalEmail,
});

export type ClaimPayload = v.InferOutput<typeof ClaimSchema>;
