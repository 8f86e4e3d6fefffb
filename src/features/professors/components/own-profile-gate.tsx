import type { ReactNode } from 'react';
import { isClaimant } from '@/domain/professors';
import { useT } from '@/lib/i18n/use-t';
import { StatusPanel } from '@/ui/status-panel';
import { useHeldClaims } from '../use-my-claims';

/**
 * Around an instructor's add-rating form: the profile's own professor is told at once that they cannot rate it,
 * instead of filling in a form the server refuses (`validation_own_profile`).
 */
export function OwnProfileGate({ instructorId, children }: { instructorId: string; children: ReactNode }) {
  const t = useT();
  const claims = useHeldClaims();
  if (claims && isClaimant(claims, instructorId)) {
    return <StatusPanel title={t('browse.instructor.verified')} text={t('form.error.ownProfile')} />;
  }
  return <>{children}</>;
}
