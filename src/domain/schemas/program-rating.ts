import * as v from 'valibot';
import { ENROLMENT_STATUSES, PROGRAM_SCORES } from '@/domain/ratings';
import { oneOf, recordId } from './fields';
import { reviewText, scoresOf } from './institution-rating';

/** A rating of a study program (`program_ratings`), without its client id. */
export const ProgramRatingSchema = v.object({
  program: recordId,
  enrolment_status: oneOf(ENROLMENT_STATUSES),
  ...scoresOf(PROGRAM_SCORES),
  review: reviewText,
});

export type ProgramRatingPayload = v.InferOutput<typeof ProgramRatingSchema>;
