import { checkSignIn, type SignInField, type SignInInput } from '@/domain/auth-schemas';
import { useT } from '@/lib/i18n/use-t';
import { useSignIn } from '../use-sign-in';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { useAuthForm } from './use-auth-form';

const FIELDS: readonly SignInField[] = ['email', 'password'];

export function SignInForm() {
  const t = useT();
  const request = useSignIn();
  const { pending, failure } = request;
  const form = useAuthForm<SignInField, SignInInput>({ email: '', password: '' }, checkSignIn, FIELDS, request);
  const complete = form.values.email.trim() !== '' && form.values.password !== '';
  return (
    <form className="auth-form" noValidate onSubmit={form.onSubmit}>
      <FormAlert error={failure?.form} />
      <AuthField {...form.fieldProps('email')} label={t('auth.field.email')} type="email" autoComplete="email" />
      <AuthField {...form.fieldProps('password')} label={t('auth.field.password')} type="password" autoComplete="current-password" />
      <button type="submit" className="button" disabled={!complete || pending} aria-busy={pending || undefined}>
        {pending ? t('auth.submit.pending') : t('auth.signIn')}
      </button>
    </form>
  );
}
