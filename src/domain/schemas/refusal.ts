// What a refused contribution still allows (docs/outbox.md): the outbox lets the author correct the free texts
// and send the item again; other refusals (already rated, the target gone or not visible, a score or a choice
// refused) no edit in the outbox can fix, so the only honest offer is to discard the item.
import { ERROR_CODES } from '@contract/error-codes.js';
import { REPLY_TARGET_GONE } from '@/domain/professors';

/** The free-text fields the outbox lets an author correct in place. */
export const CORRECTABLE_FIELDS = [
  'review',
  'comment',
  'course',
  'grade',
  'name',
  'department',
  'directory_listing',
  'message',
  'body',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** Codes that say the item itself cannot be accepted, whatever its texts say. */
const FINAL_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.ALREADY_RATED,
  ERROR_CODES.MISSING_REL_RECORDS,
  ERROR_CODES.INSTRUCTOR_UNAVAILABLE,
  ERROR_CODES.REPORT_TARGET_NOT_FOUND,
  ERROR_CODES.OWN_PROFILE,
  ERROR_CODES.ALREADY_CLAIMED,
  ERROR_CODES.NOT_PROFILE_OWNER,
  REPLY_TARGET_GONE,
]);

export type Refusal = 'correctable' | 'final';

export function isCorrectableField(field: string): field is CorrectableField {
  return (CORRECTABLE_FIELDS as readonly string[]).includes(field);
}

/** A refusal is correctable when the server named at least one field and every one is a text to correct. */
export function refusalOf(fields: Readonly<Record<string, string>>): Refusal {
  const refused = Object.entries(fields);
  if (refused.length === 0) return 'final';
  return refused.every(([field, code]) => isCorrectableField(field) && !FINAL_CODES.has(code))
    ? 'correctable'
    : 'final';
}
