// What the pages of the e-mailed links (password reset, e-mail change) share: the three views (the form, the
// link no longer usable, done), focus when one replaces another, and the sign-in that ends the flow.
import { useEffect, useRef, useState } from 'react';
import { refreshSession, signIn } from '@/lib/auth/auth-api';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { openAuthDialog } from './auth-dialog-store';

export type LinkView =
  | { step: 'form' }
  | { step: 'expired' }
  /** `signInAs`: the sign-in afterwards failed, the dialog asks for it with this address. */
  | { step: 'done'; signedIn: true }
  | { step: 'done'; signedIn: false; signInAs: string };

/**
 * The page's view. The submit button that had the focus leaves with the form: the page's heading takes it, so
 * the new view is read from its top; a sign-in still to do then opens its dialog, whose close returns there.
 */
export function useLinkView(initial: 'form' | 'expired') {
  const [view, setView] = useState<LinkView>({ step: initial });
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    focusPageHeading();
    if (view.step === 'done' && !view.signedIn) openAuthDialog('sign-in', { email: view.signInAs });
  }, [view]);
  return [view, setView] as const;
}

/**
 * Signs in with the account's new password or address once the server has accepted the link: the change
 * ended every session of the account, this device's too, and the normal sign-in stores the new one. If that
 * fails (no connection, too many attempts), a session still stored here is checked with the server, which
 * ends it when it was the account's (now refused) and leaves another account's alone.
 */
export async function signInAfterLink(email: string, password: string): Promise<LinkView> {
  try {
    await signIn({ email, password });
    return { step: 'done', signedIn: true };
  } catch {
    await refreshSession().catch(() => undefined);
    return { step: 'done', signedIn: false, signInAs: email };
  }
}
