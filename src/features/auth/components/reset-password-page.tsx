import { newPasswordSchema, type NewPasswordInput } from '@/domain/auth-schemas';
import type { FormRefusal } from '@/domain/schemas/form-errors';
import { useForm } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { RefusalAlert } from '@/ui/refusal-alert';
import { StatusPanel } from '@/ui/status-panel';
import { usePasswordReset } from '../use-password-reset';
import { LinkDone } from './link-page-parts';
import { AccountNameForPasswordManagers, PasswordField } from '@/slices/account/components/password-field';
import { ResetRequestForm } from './reset-request-form';
import '@/slices/account/components/auth.css';
import { AuthSubmit } from '@/slices/account/components/auth-submit';

const INITIAL: NewPasswordInput = { password: '', passwordConfirm: '' };

function NewPasswordForm({
  email,
  onSubmit,
}: {
  email: string;
  onSubmit: (input: NewPasswordInput) => Promise<FormRefusal | void>;
}) {
  const t = useT();
  const form = useForm({ schema: newPasswordSchema, initial: INITIAL, onSubmit });
  return (
    <form className="auth-form link-page-form" {...form.formProps}>
      <p className="link-page-address">{t('auth.reset.intro', { email })}</p>
      <RefusalAlert error={form.alert} />
      <AccountNameForPasswordManagers email={email} />
      <PasswordField {...form.field('password')} label={t('auth.reset.field.password')} autoComplete="new-password" />
      <PasswordField
        {...form.field('passwordConfirm')}
        label={t('auth.reset.field.passwordConfirm')}
        autoComplete="new-password"
      />
      <AuthSubmit submitting={form.submitting}>{t('auth.reset.submit')}</AuthSubmit>
    </form>
  );
}

/** `/reset-password/$token`, the page the password reset e-mail links to. Works signed in or out. */
export function ResetPasswordPage({ token }: { token: string }) {
  const t = useT();
  const { email, view, submit } = usePasswordReset(token);
  return (
    <PageFrame title={t('auth.reset.title')}>
      {view.step === 'form' ? <NewPasswordForm email={email} onSubmit={submit} /> : null}
      {view.step === 'expired' ? (
        <>
          {/* The way on is right here: a new link, to the address this one was for. */}
          <StatusPanel title={t('auth.error.LINK_EXPIRED')} text={t('auth.reset.expired.text')} />
          <div className="link-page-form">
            <ResetRequestForm initialEmail={email} />
          </div>
        </>
      ) : null}
      {view.step === 'done' ? (
        <LinkDone
          view={view}
          title={t('auth.reset.done.title')}
          signedInText={t('auth.reset.done.text')}
          signInText={t('auth.reset.done.signIn')}
        />
      ) : null}
    </PageFrame>
  );
}
