import { useEffect } from 'react';
import { useSession } from '@/lib/auth/session-store';
import { clearCounts, refreshCounts, useCountsStore } from './counts-store';
import type { Counts } from './moderation-api';

/** How often a moderator's open page re-reads the counts (new submissions arrive meanwhile). */
const REFRESH_MS = 60_000;

/** Waiting counts for a signed-in moderator, refreshed every minute while the page is visible; null otherwise. */
export function useModerationCounts(): Counts | null {
  const isModerator = useSession((s) => s.user?.role === 'MODERATOR');
  const counts = useCountsStore((s) => s.counts);

  useEffect(() => {
    if (!isModerator) {
      clearCounts();
      return;
    }
    void refreshCounts();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refreshCounts();
    }, REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshCounts();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [isModerator]);

  return isModerator ? counts : null;
}
