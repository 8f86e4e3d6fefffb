import { useMemo } from 'react';
import { PROGRAM_SCORES, type EnrolmentStatus, type ProgramScore } from '@/domain/ratings';
import { ProgramRatingSchema } from '@/domain/schemas/program-rating';
import { useOutboxForm } from '@/lib/forms/use-outbox-form';
import { pickAnswers, ratingEditQueue, type OwnRatingEdit } from '@/slices/own-ratings/own-rating-writes';

export type ProgramRatingValues = Record<ProgramScore, number | null> & {
  program: string;
  enrolment_status: EnrolmentStatus | null;
  review: string;
};

/**
 * The rating form of one program: a draft per program, validated and queued in the outbox. With `edit` (the
 * reader's own rating and the answers to start from), the same form queues an edit of it instead.
 */
export function useProgramRatingForm(programId: string, label: string, edit?: OwnRatingEdit) {
  const initial = useMemo(
    () =>
      ({
        program: programId,
        enrolment_status: null,
        ...Object.fromEntries(PROGRAM_SCORES.map((key) => [key, null])),
        review: '',
        ...(edit ? pickAnswers(edit.answers, ['enrolment_status', ...PROGRAM_SCORES, 'review']) : {}),
      }) as ProgramRatingValues,
    [programId, edit],
  );
  const rating = edit?.rating;
  const queue = useMemo(() => (rating ? ratingEditQueue('program_ratings', rating) : undefined), [rating]);
  return useOutboxForm({
    collection: 'program_ratings',
    schema: ProgramRatingSchema,
    draftKey: rating ? `program-rating-edit:${rating}` : `program-rating:${programId}`,
    initial,
    label,
    queue,
  });
}
