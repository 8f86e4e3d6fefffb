import { signInFailure } from '@/domain/auth-errors';
import type { SignInInput } from '@/domain/auth-schemas';
import type { FormRefusal } from '@/domain/schemas/form-errors';
import { signIn } from '@/lib/auth/auth-api';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { closeAuthDialog } from '@/slices/account/auth-dialog-store';
import { failureOf } from '@/slices/account/failure';

/** Sign-in as the form's submit: closes the dialog and says so, or answers the refusal for the form to show. */
export function useSignIn() {
  const t = useT();
  return async (input: SignInInput): Promise<FormRefusal | void> => {
    try {
      const user = await signIn(input);
      closeAuthDialog();
      notify.success(t('auth.notify.signedIn', { name: user.name }));
    } catch (error) {
      return signInFailure(failureOf(error));
    }
  };
}
