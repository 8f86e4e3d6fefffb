import { signInFailure, signUpFailure, verificationRequestFailure } from '@/domain/auth-errors';
import type { SignUpInput } from '@/domain/auth-schemas';
import { authError, type FormRefusal } from '@/domain/schemas/form-errors';
import { createAccount, requestVerification, signIn } from '@/lib/auth/auth-api';
import type { SessionUser } from '@/lib/auth/session-store';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { closeAuthDialog, openAuthDialog } from '@/slices/account/auth-dialog-store';
import { failureOf } from '@/slices/account/failure';

/**
 * Sign-up: create the account, sign in with it, then ask for the verification e-mail.
 *
 * The server answers a sign-up with an address that already has an account exactly as a new one, and e-mails
 * the address's owner instead (docs/api.md "Accounts"). The sign-in that follows is then refused: the form
 * stays as typed and says to check the inbox (as its whole-form message), never that the address is taken.
 */
export function useSignUp() {
  const t = useT();
  const language = useI18n((state) => state.language);
  return async (input: SignUpInput): Promise<FormRefusal | void> => {
    try {
      await createAccount(input, language);
    } catch (error) {
      return signUpFailure(failureOf(error));
    }
    let user: SessionUser;
    try {
      user = await signIn({ email: input.email, password: input.password });
    } catch (error) {
      const failed = failureOf(error);
      if (failed.status === 400) return { form: authError('CHECK_YOUR_INBOX') };
      // The account exists: signing in is what is left to do (a rate limit or the network got in the way).
      openAuthDialog('sign-in', { email: input.email });
      notify.error(t((signInFailure(failed).form ?? authError('SERVER_ERROR')).id));
      return;
    }
    closeAuthDialog();
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
      notify.error(t(authError(verificationRequestFailure(failureOf(error))).id));
    }
  };
}
