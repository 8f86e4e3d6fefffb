import { useEffect } from 'react';
import { refreshSession } from '@/lib/auth/auth-api';
import { useSession } from '@/lib/auth/session-store';

/**
 * The session keeps the role it had at sign-in. On the moderation page, a signed-in account that is not a
 * moderator asks the server once for its current record, so someone just given the role (`npm run moderator`)
 * gets the queues without signing out and in. A failure changes nothing: the server decides anyway.
 */
export function useFreshRole(): void {
  const userId = useSession((s) => s.user?.id ?? null);
  const role = useSession((s) => s.user?.role ?? null);
  useEffect(() => {
    if (!userId || role === 'MODERATOR') return;
    refreshSession().catch(() => undefined);
  }, [userId, role]);
}
