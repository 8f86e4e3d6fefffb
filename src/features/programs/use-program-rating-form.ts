import { useMemo } from 'react';
import { PROGRAM_SCORES, type EnrolmentStatus, type ProgramScore } from '@/domain/ratings';
import { ProgramRatingSchema } from '@/domain/schemas/program-rating';
import { useOutboxForm } from '@/lib/forms/use-outbox-form';

export type ProgramRatingValues = Record<ProgramScore, number | null> & {
  program: string;
  enrolment_status: EnrolmentStatus | null;
  review: string;
};

/** The rating form of one program: a draft per program, validated and queued in the outbox. */
export function useProgramRatingForm(programId: string, label: string) {
  const initial = useMemo(
    () =>
      ({
        program: programId,
        enrolment_status: null,
        ...Object.fromEntries(PROGRAM_SCORES.map((key) => [key, null])),
        review: '',
      }) as ProgramRatingValues,
    [programId],
  );
  return useOutboxForm({
    collection: 'program_ratings',
    schema: ProgramRatingSchema,
    draftKey: `program-rating:${programId}`,
    initial,
    label,
  });
}
