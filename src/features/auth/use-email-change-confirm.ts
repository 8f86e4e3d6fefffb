// The /confirm-email-change/$token page: the new address read from the token, the account's password sent
// with it (PocketBase asks for it), then the sign-in with the new address.
import { useMemo } from 'react';
import { emailChangeFailure } from '@/domain/account-link-errors';
import { linkClaims } from '@/domain/auth-token';
import type { EmailChangeConfirmInput } from '@/domain/auth-schemas';
import type { FormRefusal } from '@/domain/schemas/form-errors';
import { confirmEmailChange } from '@/lib/auth/account-links-api';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { failureOf } from './failure';
import { signInAfterLink, useLinkView } from './use-link-page';

export function useEmailChangeConfirm(token: string) {
  const t = useT();
  const claims = useMemo(() => linkClaims(token), [token]);
  const [view, setView] = useLinkView(claims.expired || !claims.newEmail ? 'expired' : 'form');
  const submit = async ({ password }: EmailChangeConfirmInput): Promise<FormRefusal | void> => {
    try {
      await confirmEmailChange(token, password);
    } catch (error) {
      const failure = emailChangeFailure(failureOf(error));
      if (failure.kind === 'refused') return failure.refusal;
      setView({ step: 'expired' });
      return;
    }
    notify.success(t('auth.emailChange.notify.done'));
    setView(await signInAfterLink(claims.newEmail, password));
  };
  return { newEmail: claims.newEmail, view, submit };
}
