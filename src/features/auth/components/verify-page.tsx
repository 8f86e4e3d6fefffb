import { Link } from '@tanstack/react-router';
import { useSessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { LoadingState } from '@/ui/loading-state';
import { PageFrame } from '@/ui/page-frame';
import { StatusPanel } from '@/ui/status-panel';
import { useVerifyToken } from '../use-verify-token';
import { SignInButtons, SignInPrompt } from './auth-gate';
import { ResendVerification } from './verify-email-panel';
import './auth.css';

/** A new link: resend when signed in and still unverified; otherwise sign in first (the gate then offers it). */
function NewLink() {
  const t = useT();
  const user = useSessionUser();
  if (!user) return <SignInPrompt title={t('auth.verify.failed.title')} text={t('auth.verify.failed.signIn')} />;
  if (user.verified) {
    return (
      <StatusPanel title={t('auth.verify.failed.title')} text={t('auth.verify.alreadyVerified')}>
        <Link to="/" className="button">
          {t('auth.verify.home')}
        </Link>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel title={t('auth.verify.failed.title')} text={t('auth.verify.failed.text', { email: user.email })}>
      <div className="gate-actions">
        <ResendVerification email={user.email} />
      </div>
    </StatusPanel>
  );
}

/** `/verify/$token`, the page the verification e-mail links to. */
export function VerifyPage({ token }: { token: string }) {
  const t = useT();
  const { state, retry } = useVerifyToken(token);
  const user = useSessionUser();
  return (
    <PageFrame title={t('verify.title')}>
      {state === 'checking' ? <LoadingState /> : null}
      {state === 'verified' ? (
        <StatusPanel title={t('auth.verify.done.title')} text={user ? t('auth.verify.done.text') : t('auth.verify.done.signIn')}>
          {user ? (
            <Link to="/" className="button">
              {t('auth.verify.home')}
            </Link>
          ) : (
            <SignInButtons signUp={false} />
          )}
        </StatusPanel>
      ) : null}
      {state === 'invalid' ? <NewLink /> : null}
      {state === 'unreachable' ? (
        <StatusPanel title={t('status.unreachable.title')} text={t('status.unreachable.text')}>
          <button
            type="button"
            className="button"
            onClick={() => {
              // The panel gives way to Loading: the title keeps the focus meanwhile.
              focusPageHeading();
              retry();
            }}
          >
            {t('status.retry')}
          </button>
        </StatusPanel>
      ) : null}
    </PageFrame>
  );
}
