import { useEffect } from 'react';
import { resetRequestSchema } from '@/domain/auth-schemas';
import { useForm } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { RefusalAlert } from '@/ui/refusal-alert';
import { TextField } from '@/ui/text-field';
import { useResetRequest } from '../use-reset-request';
import { AuthSubmit } from '@/slices/account/components/auth-submit';
import { FormNotice } from '@/slices/account/components/form-alert';

interface ResetRequestFormProps {
  /** The address already known: typed in the sign-in dialog, or read from an expired link. */
  initialEmail: string;
  /** Told the address as it is typed (the dialog's "back to sign in" carries it over). */
  onEmailChange?: (email: string) => void;
}

/** The reset link request, in the sign-in dialog ("Forgot your password?") and on an expired link's page. */
export function ResetRequestForm({ initialEmail, onEmailChange }: ResetRequestFormProps) {
  const t = useT();
  const { sentTo, submit } = useResetRequest();
  const form = useForm({ schema: resetRequestSchema, initial: { email: initialEmail }, onSubmit: submit });
  const email = form.values.email;
  useEffect(() => onEmailChange?.(email), [email, onEmailChange]);
  return (
    <form className="auth-form" {...form.formProps}>
      <RefusalAlert error={form.alert} />
      {/* A status, not an alert: nothing went wrong, and it must not say more than "if an account exists". */}
      <FormNotice text={sentTo ? t('auth.forgot.sent', { email: sentTo }) : null} />
      <TextField
        {...form.field('email')}
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        required
        requiredMark={false}
      />
      <AuthSubmit submitting={form.submitting}>{t('auth.forgot.submit')}</AuthSubmit>
    </form>
  );
}
