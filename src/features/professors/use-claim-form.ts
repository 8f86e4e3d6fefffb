import { useMemo } from 'react';
import { COLLECTIONS } from '@/domain/collections';
import { ClaimSchema } from '@/domain/schemas/claim';
import { useOutboxForm } from '@/lib/forms/use-outbox-form';

export interface ClaimValues extends Record<string, unknown> {
  instructor: string;
  message: string;
  institutional_email: string;
}

/** The claim of one profile: a draft per profile, validated and queued in the outbox as a create (kind `claim`). */
export function useClaimForm(instructorId: string, name: string) {
  const initial = useMemo<ClaimValues>(
    () => ({ instructor: instructorId, message: '', institutional_email: '' }),
    [instructorId],
  );
  return useOutboxForm({
    collection: COLLECTIONS.instructorClaims,
    schema: ClaimSchema,
    draftKey: `claim:${instructorId}`,
    initial,
    label: name,
    kind: 'claim',
  });
}
