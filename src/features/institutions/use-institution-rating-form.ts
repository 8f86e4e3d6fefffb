import { useMemo } from 'react';
import { INSTITUTION_SCORES, type InstitutionScore } from '@/domain/ratings';
import { InstitutionRatingSchema } from '@/domain/schemas/institution-rating';
import { useOutboxForm } from '@/lib/forms/use-outbox-form';

export type InstitutionRatingValues = Record<InstitutionScore, number | null> & {
  institution: string;
  review: string;
};

/** The rating form of one institution: a draft per institution, validated and queued in the outbox. */
export function useInstitutionRatingForm(institutionId: string, label: string) {
  const initial = useMemo(
    () =>
      ({
        institution: institutionId,
        ...Object.fromEntries(INSTITUTION_SCORES.map((key) => [key, null])),
        review: '',
      }) as InstitutionRatingValues,
    [institutionId],
  );
  return useOutboxForm({
    collection: 'institution_ratings',
    schema: InstitutionRatingSchema,
    draftKey: `institution-rating:${institutionId}`,
    initial,
    label,
  });
}
