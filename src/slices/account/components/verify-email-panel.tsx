import type { SessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { AriaDisabledButton } from '@/ui/aria-disabled-button';
import { StatusPanel } from '@/ui/status-panel';
import { useResendVerification, useVerificationCheck } from '../use-verification';
import { FormAlert } from './form-alert';
import './auth.css';

/** Resend (once a minute, the countdown in its label) and an error alert when sending fails. */
export function ResendVerification({ email }: { email: string }) {
  const t = useT();
  const { secondsLeft, sending, error, send } = useResendVerification(email);
  return (
    <>
      <FormAlert error={error ?? undefined} />
      <AriaDisabledButton
        className="button button-secondary"
        unavailable={secondsLeft > 0 || sending}
        onClick={() => void send()}
      >
        {secondsLeft > 0 ? t('auth.verify.resendIn', { seconds: secondsLeft }) : t('auth.verify.resend')}
      </AriaDisabledButton>
    </>
  );
}

/** The gate's view for a signed-in account whose e-mail is not verified yet. */
export function VerifyEmailPanel({ user }: { user: SessionUser }) {
  const t = useT();
  const { checking, outcome, check } = useVerificationCheck();
  return (
    <StatusPanel title={t('auth.verify.pending.title')} text={t('auth.verify.pending.text', { email: user.email })}>
      <div className="gate-actions">
        <AriaDisabledButton
          className="button"
          unavailable={checking}
          aria-busy={checking || undefined}
          onClick={() => void check()}
        >
          {t('auth.verify.refresh')}
        </AriaDisabledButton>
        <ResendVerification email={user.email} />
      </div>
      <p className="gate-note" role="status">
        {outcome === 'not-yet'
          ? t('auth.verify.notYet')
          : outcome === 'unreachable'
            ? t('auth.error.CONNECTION_NEEDED')
            : null}
      </p>
    </StatusPanel>
  );
}
