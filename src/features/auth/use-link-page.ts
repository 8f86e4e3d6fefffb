// What the pages of the e-mailed links (password reset, e-mail change) share: the three views (the form, the
// link no longer usable, done), the submit that sends the form with the token, focus when one view replaces
// another, and the sign-in that ends the flow.
import { useEffect, useRef, useState } from 'react';
import type { LinkFailure } from '@/domain/account-link-errors';
import type { ServerFailure } from '@/domain/auth-errors';
import type { FormRefusal } from '@/domain/schemas/form-errors';
import { refreshSession, signIn } from '@/lib/auth/auth-api';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { notify } from '@/ui/notifications/notify';
import { openAuthDialog } from '@/slices/account/auth-dialog-store';
import { failureOf } from '@/slices/account/failure';

export type LinkView =
  | { step: 'form' }
  | { step: 'expired' }
  /** `signInAs`: the sign-in afterwards failed, the dialog asks for it with this address. */
  | { step: 'done'; signedIn: true }
  | { step: 'done'; signedIn: false; signInAs: string };

/**
 * Signs in with the account's new password or address once the server has accepted the link: the change
 * ended every session of the account, this device's too, and the normal sign-in stores the new one. If that
 * fails (no connection, too many attempts), a session still stored here is checked with the server, which
 * ends it when it was the account's (now refused) and leaves another account's alone.
 */
async function signInAfterLink(email: string, password: string): Promise<LinkView> {
  try {
    await signIn({ email, password });
    return { step: 'done', signedIn: true };
  } catch {
    await refreshSession().catch(() => undefined);
    return { step: 'done', signedIn: false, signInAs: email };
  }
}

interface LinkPageOptions<I extends { password: string }> {
  /** False when the token's claims already show the server would refuse it (expired, unreadable). */
  usable: boolean;
  /** Sends the form with the token. */
  send: (input: I) => Promise<void>;
  /** What a refusal means: the link is no longer usable, or what the form shows. */
  failure: (failure: ServerFailure) => LinkFailure;
  /** The notification once the server has accepted. */
  doneText: MessageId;
  /** The address to sign in with afterwards. */
  signInAs: string;
}

export function useLinkPage<I extends { password: string }>({
  usable,
  send,
  failure,
  doneText,
  signInAs,
}: LinkPageOptions<I>) {
  const t = useT();
  const [view, setView] = useState<LinkView>({ step: usable ? 'form' : 'expired' });
  // The submit button that had the focus leaves with the form: the page's heading takes it, so the new view
  // is read from its top; a sign-in still to do then opens its dialog, whose close returns there.
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    focusPageHeading();
    if (view.step === 'done' && !view.signedIn) openAuthDialog('sign-in', { email: view.signInAs });
  }, [view]);

  const submit = async (input: I): Promise<FormRefusal | void> => {
    try {
      await send(input);
    } catch (error) {
      const refused = failure(failureOf(error));
      if (refused.kind === 'refused') return refused.refusal;
      setView({ step: 'expired' });
      return;
    }
    notify.success(t(doneText));
    setView(await signInAfterLink(signInAs, input.password));
  };
  return { view, submit };
}
