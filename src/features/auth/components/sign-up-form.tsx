import { authMessageId, signUpSchema, type SignUpField } from '@/domain/auth-schemas';
import { useForm } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { RefusalAlert } from '@/ui/refusal-alert';
import { TextField } from '@/ui/text-field';
import { useSignUp } from '../use-sign-up';
import { AuthSubmit } from '@/slices/account/components/auth-submit';
import { FormNotice } from '@/slices/account/components/form-alert';

const INITIAL: Record<SignUpField, string> = { name: '', email: '', password: '', passwordConfirm: '' };

export function SignUpForm() {
  const t = useT();
  const form = useForm({ schema: signUpSchema, initial: INITIAL, onSubmit: useSignUp() });
  // Not a refusal: the address may have an account, and its owner gets an e-mail (use-sign-up.ts).
  const notice = form.alert?.id === authMessageId('CHECK_YOUR_INBOX') ? form.alert : undefined;
  const field = (name: SignUpField, type: 'text' | 'email' | 'password', autoComplete: string) => (
    <TextField
      {...form.field(name)}
      label={t(`auth.field.${name}`)}
      type={type}
      autoComplete={autoComplete}
      required
      requiredMark={false}
    />
  );
  return (
    <form className="auth-form" {...form.formProps}>
      <RefusalAlert error={notice ? undefined : form.alert} />
      <FormNotice text={notice ? t(notice.id) : null} />
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('password', 'password', 'new-password')}
      {field('passwordConfirm', 'password', 'new-password')}
      <AuthSubmit submitting={form.submitting}>{t('auth.signUp')}</AuthSubmit>
    </form>
  );
}
