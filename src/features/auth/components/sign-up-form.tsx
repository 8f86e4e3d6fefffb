import { checkSignUp, type SignUpField, type SignUpInput } from '@/domain/auth-schemas';
import { useT } from '@/lib/i18n/use-t';
import { useSignUp } from '../use-sign-up';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { useAuthForm } from './use-auth-form';

const FIELDS: readonly SignUpField[] = ['name', 'email', 'password', 'passwordConfirm'];

export function SignUpForm() {
  const t = useT();
  const request = useSignUp();
  const { pending, failure } = request;
  const notice = failure?.form === 'CHECK_YOUR_INBOX' ? failure.form : undefined;
  const form = useAuthForm<SignUpField, SignUpInput>({ name: '', email: '', password: '', passwordConfirm: '' }, checkSignUp, FIELDS, request);
  const complete = FIELDS.every((f) => form.values[f].trim() !== '');
  const field = (name: SignUpField, type: 'text' | 'email' | 'password', autoComplete: string) => (
    <AuthField {...form.fieldProps(name, failure?.fields)} label={t(`auth.field.${name}`)} type={type} autoComplete={autoComplete} />
  );
  return (
    <form className="auth-form" noValidate onSubmit={form.onSubmit}>
      <FormAlert error={notice ? undefined : failure?.form} />
      {/* Not a refusal: the address may have an account, and its owner gets an e-mail (use-sign-up.ts). */}
      <p role="status" className={notice ? 'form-notice' : 'form-alert-empty'}>
        {notice ? t(`auth.error.${notice}`) : null}
      </p>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('password', 'password', 'new-password')}
      {field('passwordConfirm', 'password', 'new-password')}
      <button type="submit" className="button" disabled={!complete || pending} aria-busy={pending || undefined}>
        {pending ? t('auth.submit.pending') : t('auth.signUp')}
      </button>
    </form>
  );
}
