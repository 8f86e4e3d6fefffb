// The /reset-password/$token page: the token's claims (its address, whether it has visibly expired), the
// new password sent with the token, then the sign-in with it.
import { useMemo } from 'react';
import { passwordResetFailure } from '@/domain/account-link-errors';
import type { NewPasswordInput } from '@/domain/auth-schemas';
import { linkClaims } from '@/domain/auth-token';
import { confirmPasswordReset } from '@/lib/auth/account-links-api';
import { useLinkPage } from './use-link-page';

export function usePasswordReset(token: string) {
  const claims = useMemo(() => linkClaims(token), [token]);
  const page = useLinkPage({
    // A link without an address is no reset link PocketBase made: the server would refuse it too.
    usable: !claims.expired && claims.email !== '',
    send: ({ password, passwordConfirm }: NewPasswordInput) => confirmPasswordReset(token, password, passwordConfirm),
    failure: passwordResetFailure,
    doneText: 'auth.reset.notify.done',
    signInAs: claims.email,
  });
  return { email: claims.email, ...page };
}
