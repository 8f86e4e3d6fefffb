// The not-verified view's actions: send the e-mail again (at most once a minute, the wait surviving a reload)
// and "I have verified — refresh" (a fresh user record from the server says whether the link was opened).
import { useEffect, useState } from 'react';
import { verificationRequestFailure } from '@/domain/auth-errors';
import type { AuthErrorId } from '@/domain/auth-schemas';
import { resendSecondsLeft } from '@/domain/auth-resend';
import { refreshSession, requestVerification } from '@/lib/auth/auth-api';
import { useVerificationSentAt } from '@/lib/auth/verification-sent';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { failureOf } from './failure';

/** Seconds before the next e-mail may be asked for, ticking down once a second. */
function useSecondsLeft(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(sentAt, now);
  // A fresh send time is later than `now`, which counts as "just sent" until the next tick.
  useEffect(() => {
    if (resendSecondsLeft(sentAt, Date.now()) === 0) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (resendSecondsLeft(sentAt, Date.now()) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return left;
}

export function useResendVerification(email: string) {
  const t = useT();
  const sentAt = useVerificationSentAt(email);
  const secondsLeft = useSecondsLeft(sentAt);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<AuthErrorId | null>(null);
  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await requestVerification(email);
      notify.success(t('auth.notify.verificationSent', { email }));
    } catch (failure) {
      setError(verificationRequestFailure(failureOf(failure)));
    } finally {
      setSending(false);
    }
  };
  return { secondsLeft, sending, error, send };
}

export function useVerificationCheck() {
  const [checking, setChecking] = useState(false);
  /** The last check's outcome: still not verified, or the server could not be asked. */
  const [outcome, setOutcome] = useState<'not-yet' | 'unreachable' | null>(null);
  const check = async () => {
    setChecking(true);
    setOutcome(null);
    try {
      const user = await refreshSession();
      // Verified: the session now says so and the gate shows its content; nothing more to say here.
      if (user && !user.verified) setOutcome('not-yet');
    } catch {
      setOutcome('unreachable');
    } finally {
      setChecking(false);
    }
  };
  return { checking, outcome, check };
}
