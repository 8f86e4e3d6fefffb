// The /confirm-email-change/$token page: the new address read from the token, the account's password sent
// with it (PocketBase asks for it), then the sign-in with the new address.
import { useMemo } from 'react';
import { emailChangeConfirmFailure } from '@/domain/account-link-errors';
import type { EmailChangeConfirmInput } from '@/domain/auth-schemas';
import { linkClaims } from '@/domain/auth-token';
import { confirmEmailChange } from '@/lib/auth/account-links-api';
import { useLinkPage } from './use-link-page';

export function useEmailChangeConfirm(token: string) {
  const claims = useMemo(() => linkClaims(token), [token]);
  const page = useLinkPage({
    usable: !claims.expired && claims.newEmail !== '',
    send: ({ password }: EmailChangeConfirmInput) => confirmEmailChange(token, password),
    failure: emailChangeConfirmFailure,
    doneText: 'auth.emailChange.notify.done',
    signInAs: claims.newEmail,
  });
  return { newEmail: claims.newEmail, ...page };
}
