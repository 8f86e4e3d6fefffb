import type { ReactNode } from 'react';
import { isClaimant } from '@/domain/professors';
import { useSessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { StatusPanel } from '@/ui/status-panel';
import { useMyClaims } from '../use-my-claims';

/**
 * Around an instructor's add-rating form: the profile's own professor is told at once that they cannot rate it,
 * instead of filling in a form the server refuses (`validation_own_profile`). Students' claims are not asked for:
 * only an approved claim matters here, and it makes the account a professor.
 */
export function OwnProfileGate({ instructorId, children }: { instructorId: string; children: ReactNode }) {
  const t = useT();
  const user = useSessionUser();
  const claims = useMyClaims(user !== null && user.role !== 'STUDENT');
  if (claims && isClaimant(claims, instructorId)) {
    return <StatusPanel title={t('browse.instructor.verified')} text={t('form.error.ownProfile')} />;
  }
  return <>{children}</>;
}
