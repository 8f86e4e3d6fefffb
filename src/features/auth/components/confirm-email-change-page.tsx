import { Link } from '@tanstack/react-router';
import { emailChangeConfirmSchema, type EmailChangeConfirmInput } from '@/domain/auth-schemas';
import type { FormRefusal } from '@/domain/schemas/form-errors';
import { useForm } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { LoadingState } from '@/ui/loading-state';
import { PageFrame } from '@/ui/page-frame';
import { RefusalAlert } from '@/ui/refusal-alert';
import { StatusPanel } from '@/ui/status-panel';
import { UnreachablePanel } from '@/ui/unreachable-panel';
import { useEmailChangeConfirm, useEmailChangeLink } from '../use-email-change-confirm';
import { LinkDone } from './link-page-parts';
import { AccountNameForPasswordManagers, PasswordField } from '@/slices/account/components/password-field';
import '@/slices/account/components/auth.css';
import { AuthSubmit } from '@/slices/account/components/auth-submit';

const INITIAL: EmailChangeConfirmInput = { password: '' };

function PasswordForm({
  newEmail,
  onSubmit,
}: {
  newEmail: string;
  onSubmit: (input: EmailChangeConfirmInput) => Promise<FormRefusal | void>;
}) {
  const t = useT();
  const form = useForm({ schema: emailChangeConfirmSchema, initial: INITIAL, onSubmit });
  return (
    <form className="auth-form link-page-form" {...form.formProps}>
      <p className="link-page-address">{t('auth.emailChange.intro', { email: newEmail })}</p>
      <RefusalAlert error={form.alert} />
      <AccountNameForPasswordManagers email={newEmail} />
      <PasswordField {...form.field('password')} label={t('auth.field.password')} autoComplete="current-password" />
      <AuthSubmit submitting={form.submitting}>{t('auth.emailChange.submit')}</AuthSubmit>
    </form>
  );
}

/** A new link is asked for where the change was: the account page (signed in, with the password). */
function ExpiredLink() {
  const t = useT();
  return (
    <StatusPanel title={t('auth.error.LINK_EXPIRED')} text={t('auth.emailChange.expired.text')}>
      <Link to="/account" className="button">
        {t('auth.emailChange.expired.action')}
      </Link>
    </StatusPanel>
  );
}

/** The steps of a link the server still takes: the password form, then done or expired. */
function ChangeSteps({ token, newEmail }: { token: string; newEmail: string }) {
  const t = useT();
  const { view, submit } = useEmailChangeConfirm(token, newEmail);
  return (
    <>
      {view.step === 'form' ? <PasswordForm newEmail={newEmail} onSubmit={submit} /> : null}
      {view.step === 'expired' ? <ExpiredLink /> : null}
      {view.step === 'done' ? (
        <LinkDone
          view={view}
          title={t('auth.emailChange.done.title')}
          signedInText={t('auth.emailChange.done.text', { email: newEmail })}
          signInText={t('auth.emailChange.done.signIn', { email: newEmail })}
        />
      ) : null}
    </>
  );
}

/** `/confirm-email-change/$token`, the page the e-mail sent to the new address links to. Works signed in or out. */
export function ConfirmEmailChangePage({ token }: { token: string }) {
  const t = useT();
  const link = useEmailChangeLink(token);
  return (
    <PageFrame title={t('auth.emailChange.title')}>
      {link.status === 'idle' || link.status === 'loading' ? <LoadingState /> : null}
      {link.status === 'ready' ? <ChangeSteps token={token} newEmail={link.data} /> : null}
      {link.status === 'refused' ? <ExpiredLink /> : null}
      {link.status === 'offline-unavailable' ? <UnreachablePanel retry={link.retry} /> : null}
    </PageFrame>
  );
}
