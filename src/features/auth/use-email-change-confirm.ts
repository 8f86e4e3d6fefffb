// The /confirm-email-change/$token page. The link's token is opaque (no address can be read from it): the
// server says which address it moves the account to, asked once per page load through the private query (in
// memory only; retried when the connection returns). Then the account's password is sent with the token, then
// the sign-in with the new address.
import { isLinkToken } from '@/domain/link-tokens';
import { emailChangeConfirmFailure } from '@/domain/account-link-errors';
import type { EmailChangeConfirmInput } from '@/domain/auth-schemas';
import { confirmEmailChange, emailChangeTarget } from '@/lib/auth/account-links-api';
import { usePrivateQuery, type PrivateQueryState } from '@/lib/mirror/use-private-query';
import type PocketBase from 'pocketbase';
import { useLinkPage } from './use-link-page';

// The address once read stays: asked again after the change (the connection coming back), the server would
// find the link used and the page would turn from "done" to "expired". A failure lets a retry ask anew.
const targets = new Map<string, Promise<string>>();

function targetOnce(pb: PocketBase, token: string): Promise<string> {
  let pending = targets.get(token);
  if (!pending) {
    pending = emailChangeTarget(pb, token);
    pending.catch(() => targets.delete(token));
    targets.set(token, pending);
  }
  return pending;
}

/** `ready` with the address the link moves the account to; `refused`: the link is used, expired or unknown. */
export function useEmailChangeLink(token: string): PrivateQueryState<string> {
  const wellFormed = isLinkToken(token);
  const { state } = usePrivateQuery(wellFormed ? `email-change/${token}` : null, (pb) => targetOnce(pb, token));
  // A link that cannot hold a token of ours (cut short, or an older link) is refused without asking.
  return wellFormed ? state : { status: 'refused', httpStatus: 400 };
}

/** The form of a link the server still takes: the password, then done (signed in with `newEmail`) or expired. */
export function useEmailChangeConfirm(token: string, newEmail: string) {
  return useLinkPage({
    usable: true,
    send: ({ password }: EmailChangeConfirmInput) => confirmEmailChange(token, password),
    failure: emailChangeConfirmFailure,
    doneText: 'auth.emailChange.notify.done',
    signInAs: newEmail,
  });
}
