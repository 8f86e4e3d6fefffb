import { signInSchema } from '@/domain/auth-schemas';
import { useForm } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { RefusalAlert } from '@/ui/refusal-alert';
import { TextField } from '@/ui/text-field';
import { useSignIn } from '../use-sign-in';
import { AuthSubmit } from './auth-submit';

const INITIAL = { email: '', password: '' };

export function SignInForm() {
  const t = useT();
  const form = useForm({ schema: signInSchema, initial: INITIAL, onSubmit: useSignIn() });
  return (
    <form className="auth-form" {...form.formProps}>
      <RefusalAlert error={form.alert} />
      <TextField {...form.field('email')} label={t('auth.field.email')} type="email" autoComplete="email" required requiredMark={false} />
      <TextField
        {...form.field('password')}
        label={t('auth.field.password')}
        type="password"
        autoComplete="current-password"
        required
        requiredMark={false}
      />
      <AuthSubmit submitting={form.submitting}>{t('auth.signIn')}</AuthSubmit>
    </form>
  );
}
