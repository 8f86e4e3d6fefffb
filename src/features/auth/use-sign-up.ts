import { useState } from 'react';
import { signInFailure, signUpFailure, verificationRequestFailure, type AuthFailureText } from '@/domain/auth-errors';
import type { SignUpInput } from '@/domain/auth-schemas';
import { createAccount, requestVerification, signIn } from '@/lib/auth/auth-api';
import type { SessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { closeAuthDialog, openAuthDialog } from './auth-dialog-store';
import { failureOf } from './failure';

/**
 * Sign-up: create the account, sign in with it, then ask for the verification e-mail.
 *
 * The server answers a sign-up with an address that already has an account exactly as a new one, and e-mails
 * the address's owner instead (docs/api.md "Accounts"). The sign-in that follows is then refused: the form
 * stays as typed and says to check the inbox, never that the address is taken.
 */
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
    let user: SessionUser;
    try {
      user = await signIn({ email: input.email, password: input.password });
    } catch (error) {
      setPending(false);
      const failed = failureOf(error);
      if (failed.status === 400) {
        setFailure({ form: 'CHECK_YOUR_INBOX' });
        return;
      }
      // The account exists: signing in is what is left to do (a rate limit or the network got in the way).
      openAuthDialog('sign-in');
      const id = signInFailure(failed).form ?? 'SERVER_ERROR';
      notify.error(t(`auth.error.${id}`));
      return;
    }
    closeAuthDialog();
    setPending(false);
    if (user.verified) {
      // The address's owner, with their own password: they are simply signed in.
      notify.success(t('auth.notify.signedIn', { name: user.name }));
      return;
    }
    notify.success(t('auth.notify.signedUp', { name: user.name }));
    try {
      await requestVerification(input.email);
      notify.success(t('auth.notify.verificationSent', { email: input.email }));
    } catch (error) {
      notify.error(t(`auth.error.${verificationRequestFailure(failureOf(error))}`));
    }
  };
  return { submit, pending, failure, clearFailure: () => setFailure(null) };
}
