// The /reset-password/$token page: the token's claims (its address, whether it has visibly expired), the
// new password sent with the token, then the sign-in with it.
import { useMemo } from 'react';
import { passwordResetFailure } from '@/domain/account-link-errors';
import { linkClaims } from '@/domain/auth-token';
import type { NewPasswordInput } from '@/domain/auth-schemas';
import type { FormRefusal } from '@/domain/schemas/form-errors';
import { confirmPasswordReset } from '@/lib/auth/account-links-api';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { failureOf } from './failure';
import { signInAfterLink, useLinkView } from './use-link-page';

export function usePasswordReset(token: string) {
  const t = useT();
  const claims = useMemo(() => linkClaims(token), [token]);
  // A link without an address is no reset link PocketBase made: the server would refuse it too.
  const [view, setView] = useLinkView(claims.expired || !claims.email ? 'expired' : 'form');
  const submit = async ({ password, passwordConfirm }: NewPasswordInput): Promise<FormRefusal | void> => {
    try {
      await confirmPasswordReset(token, password, passwordConfirm);
    } catch (error) {
      const failure = passwordResetFailure(failureOf(error));
      if (failure.kind === 'refused') return failure.refusal;
      setView({ step: 'expired' });
      return;
    }
    notify.success(t('auth.reset.notify.done'));
    setView(await signInAfterLink(claims.email, password));
  };
  return { email: claims.email, view, submit };
}
