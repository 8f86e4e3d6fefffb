import { useState } from 'react';
import { signInFailure, type AuthFailureText } from '@/domain/auth-errors';
import type { SignInInput } from '@/domain/auth-schemas';
import { signIn } from '@/lib/auth/auth-api';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { closeAuthDialog } from './auth-dialog-store';
import { failureOf } from './failure';

export function useSignIn() {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailureText | null>(null);
  const submit = async (input: SignInInput) => {
    setPending(true);
    setFailure(null);
    try {
      const user = await signIn(input);
      closeAuthDialog();
      notify.success(t('auth.notify.signedIn', { name: user.name }));
    } catch (error) {
      setFailure(signInFailure(failureOf(error)));
    } finally {
      setPending(false);
    }
  };
  return { submit, pending, failure, clearFailure: () => setFailure(null) };
}
