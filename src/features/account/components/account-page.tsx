import { useEffect, useRef, useState } from 'react';
import { useSessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { PageFrame } from '@/ui/page-frame';
import { SignInPrompt } from '@/slices/account/components/sign-in-prompt';
import { AccountDeleted } from './account-deleted';
import { AccountOverview } from './account-overview';
import { DataDownload } from './data-download';
import { DecisionMails } from './decision-mails';
import { DeleteAccountForm } from './delete-account-form';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import { NewRatingMail } from './new-rating-mail';
import { PasswordForm } from './password-form';
import '@/slices/account/components/auth.css';
import './account.css';

/**
 * `/account`: the signed-in account (verified or not) and its settings. Signed out: the sign-in prompt; just
 * deleted: that it is done.
 */
export function AccountPage() {
  const t = useT();
  const user = useSessionUser();
  const [deleted, setDeleted] = useState(false);
  // When what had the focus goes (signed out, the verification panel gave way), the page's title takes it.
  // Not when the page opens: focus on navigation is the layout's.
  const shown = user ? `${user.id}:${user.verified}` : deleted ? 'deleted' : 'none';
  const before = useRef(shown);
  useEffect(() => {
    if (before.current === shown) return;
    before.current = shown;
    if (document.activeElement === document.body) focusPageHeading({ preventScroll: true });
  }, [shown]);
  return (
    <PageFrame title={t('auth.account.title')}>
      {user ? (
        <div className="account-page">
          <AccountOverview user={user} />
          <NameForm user={user} />
          <EmailForm user={user} />
          <PasswordForm user={user} />
          <DecisionMails user={user} />
          {user.role === 'PROFESSOR' ? <NewRatingMail user={user} /> : null}
          <DataDownload />
          <DeleteAccountForm user={user} onDeleted={() => setDeleted(true)} />
        </div>
      ) : deleted ? (
        <AccountDeleted />
      ) : (
        <SignInPrompt title={t('auth.gate.title')} text={t('auth.gate.text')} />
      )}
    </PageFrame>
  );
}
