import * as v from 'valibot';
import { LIMITS } from '@/domain/ratings';
import { recordId, requiredText } from './fields';

/** An absolute http(s) address with a host name: stricter than the server's URL check, never looser. */
function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(text);
}

/** An instructor suggested by a student (`instructors`), without its client id; moderators publish it. */
export const InstructorSuggestionSchema = v.object({
  name: requiredText(LIMITS.instructorName),
  institution: recordId,
  department: requiredText(LIMITS.department),
  directory_listing: v.pipe(
    v.optional(v.string('form.error.url'), ''),
    v.trim(),
    v.check((text) => text === '' || isWebAddress(text), 'form.error.url'),
  ),
  user_agrees: v.literal(true, 'form.error.agree'),
});

export type InstructorSuggestionPayload = v.InferOutput<typeof InstructorSuggestionSchema>;
