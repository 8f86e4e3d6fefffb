import type { FormEvent } from 'react';
import { checkSignUp, type SignUpField, type SignUpInput } from '@/domain/auth-schemas';
import { useT } from '@/lib/i18n/use-t';
import { useSignUp } from '../use-sign-up';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { useFormState } from './use-form-state';

const FIELDS: readonly SignUpField[] = ['name', 'email', 'password', 'passwordConfirm'];

export function SignUpForm() {
  const t = useT();
  const { submit, pending, failure, clearFailure } = useSignUp();
  const form = useFormState<SignUpField, SignUpInput>({ name: '', email: '', password: '', passwordConfirm: '' }, checkSignUp);
  const complete = FIELDS.every((f) => form.values[f].trim() !== '');
  const change = (field: SignUpField) => (value: string) => {
    clearFailure();
    form.set(field)(value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.trySubmit(FIELDS);
    if (value) void submit(value);
  };
  const field = (name: SignUpField, type: 'text' | 'email' | 'password', autoComplete: string) => (
    <AuthField
      id={form.inputId(name)}
      label={t(`auth.field.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={form.values[name]}
      error={form.errorOf(name, failure?.fields)}
      onChange={change(name)}
      onBlur={form.leave(name)}
    />
  );
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert error={failure?.form} />
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
