import type { FormEvent } from 'react';
import { checkSignIn, type SignInField, type SignInInput } from '@/domain/auth-schemas';
import { useT } from '@/lib/i18n/use-t';
import { useSignIn } from '../use-sign-in';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { useFormState } from './use-form-state';

const FIELDS: readonly SignInField[] = ['email', 'password'];

export function SignInForm() {
  const t = useT();
  const { submit, pending, failure, clearFailure } = useSignIn();
  const form = useFormState<SignInField, SignInInput>(
    { email: '', password: '' },
    checkSignIn,
  );
  const complete = form.values.email.trim() !== '' && form.values.password !== '';
  const change = (field: SignInField) => (value: string) => {
    clearFailure();
    form.set(field)(value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.trySubmit(FIELDS);
    if (value) void submit(value);
  };
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert error={failure?.form} />
      <AuthField
        id={form.inputId('email')}
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        value={form.values.email}
        error={form.errorOf('email')}
        onChange={change('email')}
        onBlur={form.leave('email')}
      />
      <AuthField
        id={form.inputId('password')}
        label={t('auth.field.password')}
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        error={form.errorOf('password')}
        onChange={change('password')}
        onBlur={form.leave('password')}
      />
      <button type="submit" className="button" disabled={!complete || pending} aria-busy={pending || undefined}>
        {pending ? t('auth.submit.pending') : t('auth.signIn')}
      </button>
    </form>
  );
}
