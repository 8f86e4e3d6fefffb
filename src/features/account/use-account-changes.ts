// The submits of the account settings forms: each sends its change, says so, and answers the server's
// refusal for the form to show on its fields (in the user's language, nothing typed lost).
import { emailChangeFailure, nameChangeFailure, passwordChangeFailure } from '@/domain/account-errors';
import type { EmailChangeInput, NameChangeInput, PasswordChangeInput } from '@/domain/account-schemas';
import type { FormRefusal } from '@/domain/schemas/form-errors';
import { changeName, changePassword, requestEmailChange, SignInAgainNeeded } from '@/lib/auth/account-api';
import type { SessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { openAuthDialog } from '@/slices/account/auth-dialog-store';
import { failureOf } from '@/slices/account/failure';

export function useChangeName(user: SessionUser) {
  const t = useT();
  return async ({ name }: NameChangeInput): Promise<FormRefusal | void> => {
    try {
      await changeName(user.id, name);
      notify.success(t('account.name.done', { name }));
    } catch (error) {
      return nameChangeFailure(failureOf(error));
    }
  };
}

/** Once changed, `onChanged` (the form then empties); a refusal is shown on the form. */
export function useChangePassword(user: SessionUser, onChanged: () => void) {
  const t = useT();
  return async (change: PasswordChangeInput): Promise<FormRefusal | void> => {
    try {
      await changePassword(user, change);
      notify.success(t('account.password.done'));
      onChanged();
    } catch (error) {
      if (error instanceof SignInAgainNeeded) {
        // Changed, but this device's session ended with it: the sign-in dialog takes over.
        notify.info(t('account.password.signInAgain'));
        openAuthDialog('sign-in');
        return;
      }
      return passwordChangeFailure(failureOf(error));
    }
  };
}

/** Resolves once the server has sent the link to the new address (`onSent` shows where it went). */
export function useRequestEmailChange(onSent: (email: string) => void) {
  const t = useT();
  return async ({ newEmail }: EmailChangeInput): Promise<FormRefusal | void> => {
    try {
      await requestEmailChange(newEmail);
      notify.success(t('account.email.sent', { email: newEmail }));
      onSent(newEmail);
    } catch (error) {
      return emailChangeFailure(failureOf(error));
    }
  };
}
