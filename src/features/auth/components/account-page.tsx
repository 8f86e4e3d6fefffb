import { Link } from '@tanstack/react-router';
import { useSessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { useSignOut } from '../use-sign-out';
import { AuthGate } from './auth-gate';
import './auth.css';

function AccountDetails() {
  const t = useT();
  const user = useSessionUser();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <>
      <p className="page-intro">{t('auth.account.ready')}</p>
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

/** `/account`: who is signed in, behind the gate (signed out: sign in; unverified: verify first). */
export function AccountPage() {
  const t = useT();
  return (
    <PageFrame title={t('auth.account.title')}>
      <AuthGate>
        <AccountDetails />
      </AuthGate>
    </PageFrame>
  );
}
