// Deleting the account: the server first (the password is the confirmation); only once it answered 204 does
// this device forget the account (its outbox items, the drafts) and end the session.
import { deleteAccountFailure } from '@/domain/account-errors';
import type { DeleteAccountInput } from '@/domain/account-schemas';
import type { FormRefusal } from '@/domain/schemas/form-errors';
import { deleteAccount } from '@/lib/auth/account-api';
import { signOut } from '@/lib/auth/sign-out';
import type { SessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { failureOf } from '@/slices/account/failure';

export function useDeleteAccount(user: SessionUser, onDeleted: () => void) {
  const t = useT();
  return async ({ password }: DeleteAccountInput): Promise<FormRefusal | void> => {
    try {
      await deleteAccount(password);
    } catch (error) {
      return deleteAccountFailure(failureOf(error));
    }
    try {
      // Loaded only now: the outbox's database stays out of the account page.
      const { forgetAccountOnDevice } = await import('@/lib/outbox/forget-account');
      await forgetAccountOnDevice(user.id);
    } catch (error) {
      // Storage refused: the account is gone all the same, and its items can never be sent.
      console.warn('Could not erase this device’s outbox and drafts', error);
    }
    onDeleted();
    signOut();
    notify.success(t('account.delete.notify'));
  };
}
