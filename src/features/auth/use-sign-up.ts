import { useState } from 'react';
import { signInFailure, signUpFailure, verificationRequestFailure, type AuthFailureText } from '@/domain/auth-errors';
import type { SignUpInput } from '@/domain/auth-schemas';
import { createAccount, requestVerification, signIn } from '@/lib/auth/auth-api';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { closeAuthDialog, openAuthDialog } from './auth-dialog-store';
import { failureOf } from './failure';

/** Sign-up: create the account, sign in with it, then ask for the verification e-mail. */
export function useSignUp() {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailureText | null>(null);
  const submit = async (input: SignUpInput) => {
    setPending(true);
    setFailure(null);
    try {
      await createAccount(input);
    } catch (error) {
      setFailure(signUpFailure(failureOf(error)));
      setPending(false);
      return;
    }
    notify.success(t('auth.notify.signedUp', { name: input.name }));
    try {
      await signIn({ email: input.email, password: input.password });
      closeAuthDialog();
    } catch (error) {
      // The account exists: signing in is what is left to do (a rate limit or the network got in the way).
      setPending(false);
      openAuthDialog('sign-in');
      const id = signInFailure(failureOf(error)).form ?? 'SERVER_ERROR';
      notify.error(t(`auth.error.${id}`));
      return;
    }
    setPending(false);
    try {
      await requestVerification(input.email);
      notify.success(t('auth.notify.verificationSent', { email: input.email }));
    } catch (error) {
      notify.error(t(`auth.error.${verificationRequestFailure(failureOf(error))}`));
    }
  };
  return { submit, pending, failure, clearFailure: () => setFailure(null) };
}
