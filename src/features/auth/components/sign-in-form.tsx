import { signInSchema } from '@/domain/auth-schemas';
import { useForm } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { RefusalAlert } from '@/ui/refusal-alert';
import { TextField } from '@/ui/text-field';
import { openAuthDialog } from '@/slices/account/auth-dialog-store';
import { useSignIn } from '../use-sign-in';
import { AuthSubmit } from '@/slices/account/components/auth-submit';
import { PasswordField } from '@/slices/account/components/password-field';

/** `initialEmail`: the address already known (typed in the reset request, or the account a link was for). */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const t = useT();
  const form = useForm({ schema: signInSchema, initial: { email: initialEmail, password: '' }, onSubmit: useSignIn() });
  return (
    <form className="auth-form" {...form.formProps}>
      <RefusalAlert error={form.alert} />
      <TextField
        {...form.field('email')}
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        required
        requiredMark={false}
      />
      <div className="password-with-help">
        <PasswordField {...form.field('password')} label={t('auth.field.password')} autoComplete="current-password" />
        {/* The address typed so far goes along: nobody types it twice. */}
        <button
          type="button"
          className="link-button"
          onClick={() => openAuthDialog('reset-request', { email: form.values.email.trim() })}
        >
          {t('auth.forgot.link')}
        </button>
      </div>
      <AuthSubmit submitting={form.submitting}>{t('auth.signIn')}</AuthSubmit>
    </form>
  );
}
