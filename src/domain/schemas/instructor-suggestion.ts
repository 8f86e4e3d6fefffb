import * as v from 'valibot';
import { isWebAddress, WEB_ADDRESS_MAX } from '@contract/web-address.js';
import { LIMITS } from '@/domain/ratings';
import { recordId, requiredText } from './fields';

/** An instructor suggested by a student (`instructors`), without its client id; moderators publish it. */
export const InstructorSuggestionSchema = v.object({
  name: requiredText(LIMITS.instructorName),
  institution: recordId,
  department: requiredText(LIMITS.department),
  directory_listing: v.pipe(
    v.optional(v.string('form.error.url'), ''),
    v.trim(),
    v.check((text) => [...text].length <= WEB_ADDRESS_MAX, 'form.error.tooLong'),
    v.check((text) => text === '' || isWebAddress(text), 'form.error.url'),
  ),
  user_agrees: v.literal(true, 'form.error.agree'),
});

export type InstructorSuggestionPayload = v.InferOutput<typeof InstructorSuggestionSchema>;
