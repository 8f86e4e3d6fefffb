import { useMemo } from 'react';
import { INSTITUTION_SCORES, type InstitutionScore } from '@/domain/ratings';
import { InstitutionRatingSchema } from '@/domain/schemas/institution-rating';
import { useOutboxForm } from '@/lib/forms/use-outbox-form';
import { pickAnswers, ratingEditQueue, type OwnRatingEdit } from '@/slices/own-ratings/own-rating-writes';

export type InstitutionRatingValues = Record<InstitutionScore, number | null> & {
  institution: string;
  review: string;
};

/**
 * The rating form of one institution: a draft per institution, validated and queued in the outbox. With `edit`
 * (the reader's own rating and the answers to start from), the same form queues an edit of it instead.
 */
export function useInstitutionRatingForm(institutionId: string, label: string, edit?: OwnRatingEdit) {
  const initial = useMemo(
    () =>
      ({
        institution: institutionId,
        ...Object.fromEntries(INSTITUTION_SCORES.map((key) => [key, null])),
        review: '',
        ...(edit ? pickAnswers(edit.answers, [...INSTITUTION_SCORES, 'review']) : {}),
      }) as InstitutionRatingValues,
    [institutionId, edit],
  );
  const rating = edit?.rating;
  const queue = useMemo(() => (rating ? ratingEditQueue('institution_ratings', rating) : undefined), [rating]);
  return useOutboxForm({
    collection: 'institution_ratings',
    schema: InstitutionRatingSchema,
    draftKey: rating ? `institution-rating-edit:${rating}` : `institution-rating:${institutionId}`,
    initial,
    label,
    queue,
  });
}
