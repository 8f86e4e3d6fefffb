import { Link } from '@tanstack/react-router';
import type { SessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { VerifyEmailPanel } from '@/slices/account/components/verify-email-panel';
import { useSignOut } from '@/slices/account/use-sign-out';

/**
 * Who is signed in, where their things are, and sign-out. An account not verified yet keeps the verification
 * prompt on top: the settings below stay open to it (a mistyped address can be fixed, the account deleted).
 */
export function AccountOverview({ user }: { user: SessionUser }) {
  const t = useT();
  const signOut = useSignOut();
  return (
    <>
      {user.verified ? <p className="page-intro">{t('auth.account.ready')}</p> : <VerifyEmailPanel user={user} />}
      <dl className="account-details">
        <dt>{t('auth.field.name')}</dt>
        <dd dir="auto">{user.name}</dd>
        <dt>{t('auth.field.email')}</dt>
        <dd dir="ltr">{user.email}</dd>
      </dl>
      <nav aria-label={t('auth.account.links')}>
        <ul className="account-links">
          <li>
            <Link to="/my-contributions">{t('auth.account.contributions')}</Link>
          </li>
          <li>
            <Link to="/outbox">{t('auth.account.outbox')}</Link>
          </li>
          {user.role === 'MODERATOR' ? (
            <li>
              <Link to="/moderation">{t('auth.account.moderation')}</Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <button type="button" className="button button-secondary" onClick={signOut}>
        {t('auth.signOut')}
      </button>
    </>
  );
}
