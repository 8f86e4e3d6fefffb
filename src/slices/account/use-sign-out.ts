import { useCallback } from 'react';
import { signOut } from '@/lib/auth/sign-out';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';

/** Sign-out forgets the session on this device (no server call, works offline) and says so. */
export function useSignOut(): () => void {
  const t = useT();
  return useCallback(() => {
    signOut();
    notify.success(t('auth.notify.signedOut'));
  }, [t]);
}
