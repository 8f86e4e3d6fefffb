import { useCallback } from 'react';
import { changeNewRatingMail } from '@/lib/auth/account-api';
import type { SessionUser } from '@/lib/auth/session-store';

/** Saves whether the account wants an e-mail for each new rating of its profile (docs/professors.md). */
export function useNewRatingMail(user: SessionUser): (wanted: boolean) => Promise<void> {
  return useCallback((wanted: boolean) => changeNewRatingMail(user.id, wanted), [user.id]);
}
