// What only a verified account may see (rating, adding an instructor, reporting, moderation): signed out, a
// prompt that opens the sign-in dialog; signed in but not verified, the verification view; verified, the
// content. Routes wrap their page in it: `<AuthGate>{page}</AuthGate>`. The server checks again regardless.
import { useEffect, useRef, type ReactNode } from 'react';
import { useSessionKnown, useSessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { SignInPrompt } from '@/slices/account/components/sign-in-prompt';
import { VerifyEmailPanel } from '@/slices/account/components/verify-email-panel';

export function AuthGate({ children }: { children: ReactNode }) {
  const t = useT();
  const user = useSessionUser();
  const known = useSessionKnown();
  // Once the account is verified (the "I have verified" check, or another tab), the content replaces the
  // panel whose button had the focus: the page's title takes it.
  const pending = useRef(false);
  const verified = user?.verified ?? false;
  useEffect(() => {
    if (user && !verified) pending.current = true;
    else if (verified && pending.current) {
      pending.current = false;
      if (document.activeElement === document.body) focusPageHeading();
    }
  }, [user, verified]);
  if (!user) {
    return (
      <SignInPrompt
        title={t('auth.gate.title')}
        text={t('auth.gate.text')}
        className={known ? undefined : 'session-unsure'}
      />
    );
  }
  if (!user.verified) return <VerifyEmailPanel user={user} />;
  return <>{children}</>;
}
