// Field schemas shared by the payload schemas. Each refusal's message is a FormErrorId (form-errors.ts).
// Texts are cleaned first by the contract's function (contract/text.js), the one the server's hook runs on
// whatever arrives, and lengths count code points as PocketBase does (Go counts runes), so an emoji is one
// character on both sides.
import * as v from 'valibot';
import { hasLetterOrDigit, normaliseLine, normaliseParagraphs, textLength } from '@contract/text.js';
import { rawTextTooLong } from '@contract/limits.js';
import { RECORD_ID_PATTERN } from '@/domain/record-id';
import { SCORE_MAX, SCORE_MIN } from '@/domain/ratings';

/** One line (names, courses, grades) or paragraphs (reviews, comments): see contract/text.js. */
export type TextKind = 'line' | 'paragraphs';

const cleaners: Record<TextKind, (text: string) => string> = { line: normaliseLine, paragraphs: normaliseParagraphs };

/**
 * A required text: bounded as it was typed (the server refuses a far longer one before cleaning it, and so does
 * this, so a pasted megabyte is not cleaned on every keystroke), cleaned, not blank (then "required"), with a
 * letter or digit, within bounds.
 */
export function requiredText({ min, max }: { min?: number; max: number }, kind: TextKind = 'line') {
  return v.pipe(
    v.string('form.error.required'),
    v.check((text) => !rawTextTooLong(text, max), 'form.error.tooLong'),
    v.transform(cleaners[kind]),
    v.check((text) => text.length > 0, 'form.error.required'),
    v.check((text) => text.length === 0 || hasLetterOrDigit(text), 'form.error.noLetters'),
    v.check((text) => min === undefined || text.length === 0 || textLength(text) >= min, 'form.error.tooShort'),
    v.check((text) => textLength(text) <= max, 'form.error.tooLong'),
  );
}

/** An optional one-line text: cleaned; blank becomes the empty string the server stores for "none". */
export function optionalText(max: number) {
  return v.pipe(
    v.optional(v.string('form.error.invalid'), ''),
    v.check((text) => !rawTextTooLong(text, max), 'form.error.tooLong'),
    v.transform(normaliseLine),
    v.check((text) => text.length === 0 || hasLetterOrDigit(text), 'form.error.noLetters'),
    v.check((text) => textLength(text) <= max, 'form.error.tooLong'),
  );
}

/**
 * An optional text with bounds when there is one (a report's comment): bounded as typed, cleaned; blank is the
 * empty string the server stores for "none", anything else needs a letter or digit and its length within bounds.
 */
export function optionalParagraphs({ min, max }: { min: number; max: number }) {
  return v.pipe(
    v.optional(v.string('form.error.invalid'), ''),
    v.check((text) => !rawTextTooLong(text, max), 'form.error.tooLong'),
    v.transform(normaliseParagraphs),
    v.check((text) => text.length === 0 || hasLetterOrDigit(text), 'form.error.noLetters'),
    v.check((text) => text.length === 0 || textLength(text) >= min, 'form.error.tooShort'),
    v.check((text) => textLength(text) <= max, 'form.error.tooLong'),
  );
}

/** A 1–5 score; an unanswered question (null, or 0 as the server reads it) asks the user to choose. */
export const score = v.pipe(
  v.number('form.error.choose'),
  v.integer('form.error.invalid'),
  v.minValue(SCORE_MIN, 'form.error.choose'),
  v.maxValue(SCORE_MAX, 'form.error.invalid'),
);

/** A required yes/no answer: null (not answered yet) is refused. */
export const yesNo = v.boolean('form.error.choose');

/** A record id (15 characters a–z0–9): the target of a rating or report. */
export const recordId = v.pipe(
  v.string('form.error.required'),
  v.check((text) => text !== '', 'form.error.required'),
  v.check((text) => text === '' || RECORD_ID_PATTERN.test(text), 'form.error.invalid'),
);

/** One value of an enumeration, chosen from radios or a select. */
export function oneOf<const T extends readonly string[]>(values: T) {
  return v.picklist(values, 'form.error.choose');
}
