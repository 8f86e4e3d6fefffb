import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useSessionKnown, useSessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { openAuthDialog, preloadAuthDialog, type AuthDialogKind } from '@/slices/account/auth-dialog-store';
import { useSignOut } from '@/slices/account/use-sign-out';

/**
 * The account actions, in the header and in the phone menu: sign in and sign up while signed out; the
 * account's name (its page) and sign out while signed in. `onOpen` lets the menu close itself first.
 */
export function AuthButtons({ onOpen, className }: { onOpen?: () => void; className?: string }) {
  const t = useT();
  const user = useSessionUser();
  const known = useSessionKnown();
  const signOut = useSignOut();
  // Signing out removes the button that had the focus: the sign-in button in its place takes it.
  const signedOutHere = useRef(false);
  const signInButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (user || !signedOutHere.current) return;
    signedOutHere.current = false;
    signInButton.current?.focus();
  }, [user]);
  const open = (kind: AuthDialogKind) => () => {
    onOpen?.();
    openAuthDialog(kind);
  };
  // Keyed apart: reusing the signed-out buttons' elements would turn the focused "sign up" into "sign out"
  // after a sign-up, with the focus still on it.
  if (user) {
    return (
      <div key="signed-in" className={className ?? 'auth-buttons'}>
        <Link to="/account" className="account-link" dir="auto" onClick={onOpen}>
          {user.name}
        </Link>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            onOpen?.();
            signedOutHere.current = true;
            signOut();
          }}
        >
          {t('auth.signOut')}
        </button>
      </div>
    );
  }
  // While hydrating, "signed out" is only what the HTML was prerendered as (useSessionKnown).
  return (
    <div key="signed-out" className={`${className ?? 'auth-buttons'}${known ? '' : ' session-unsure'}`}>
      <button
        ref={signInButton}
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        onClick={open('sign-in')}
      >
        {t('auth.signIn')}
      </button>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        onClick={open('sign-up')}
      >
        {t('auth.signUp')}
      </button>
    </div>
  );
}
