import { Link } from '@tanstack/react-router';
import { useSessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { LoadingState } from '@/ui/loading-state';
import { PageFrame } from '@/ui/page-frame';
import { StatusPanel } from '@/ui/status-panel';
import { useVerifyToken } from '../use-verify-token';
import { SignInButtons, SignInPrompt } from '@/slices/account/components/sign-in-prompt';
import { ResendVerification } from '@/slices/account/components/verify-email-panel';
import '@/slices/account/components/auth.css';

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
  const state = useVerifyToken(token);
  const user = useSessionUser();
  // A token refused by the server (used, expired, unknown) or before asking (unreadable): a new link is the way on.
  const invalid = state.status === 'refused' || (state.status === 'ready' && state.data === 'invalid');
  return (
    <PageFrame title={t('verify.title')}>
      {state.status === 'idle' || state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'ready' && state.data === 'verified' ? (
        <StatusPanel
          title={t('auth.verify.done.title')}
          text={user ? t('auth.verify.done.text') : t('auth.verify.done.signIn')}
        >
          {user ? (
            <Link to="/" className="button">
              {t('auth.verify.home')}
            </Link>
          ) : (
            <SignInButtons signUp={false} />
          )}
        </StatusPanel>
      ) : null}
      {invalid ? <NewLink /> : null}
      {state.status === 'offline-unavailable' ? (
        <StatusPanel title={t('status.unreachable.title')} text={t('status.unreachable.text')}>
          <button
            type="button"
            className="button"
            onClick={() => {
              // The panel gives way to Loading: the title keeps the focus meanwhile.
              focusPageHeading();
              state.retry();
            }}
          >
            {t('status.retry')}
          </button>
        </StatusPanel>
      ) : null}
    </PageFrame>
  );
}
