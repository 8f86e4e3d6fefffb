import * as v from 'valibot';
import { INSTITUTION_SCORES, LIMITS, type InstitutionScore } from '@/domain/ratings';
import { recordId, requiredText, score } from './fields';

export const reviewText = requiredText(LIMITS.review, 'paragraphs');

export const scoresOf = <const K extends readonly string[]>(keys: K) =>
  Object.fromEntries(keys.map((key) => [key, score])) as { [P in K[number]]: typeof score };

/** A rating of an institution (`institution_ratings`), without its client id. */
export const InstitutionRatingSchema = v.object({
  institution: recordId,
  ...scoresOf(INSTITUTION_SCORES),
  review: reviewText,
});

export type InstitutionRatingPayload = v.InferOutput<typeof InstitutionRatingSchema>;
export type { InstitutionScore };
