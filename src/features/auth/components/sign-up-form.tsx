import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { authMessageId, signUpSchema, type SignUpField } from '@/domain/auth-schemas';
import { useForm } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { RefusalAlert } from '@/ui/refusal-alert';
import { TextField } from '@/ui/text-field';
import { useSignUp } from '../use-sign-up';
import { AuthSubmit } from '@/slices/account/components/auth-submit';
import { FormNotice } from '@/slices/account/components/form-alert';

const INITIAL: Record<SignUpField, string> = { name: '', email: '', password: '', passwordConfirm: '' };

/**
 * The account form, with the terms of use and the privacy policy a new account accepts one tap away. They open in
 * a new tab, so what was typed here (a password too) stays in the dialog.
 */
export function SignUpForm() {
  const t = useT();
  const intl = useIntl();
  const newTabId = useId();
  const newTab = (to: '/terms-of-use' | '/privacy-policy', chunks: ReactNode[]) => (
    <Link to={to} target="_blank" rel="noopener" aria-describedby={newTabId}>
      {chunks}
    </Link>
  );
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
      <p className="auth-terms">
        <span id={newTabId} hidden>
          {t('auth.newTab')}
        </span>
        {intl.formatMessage(
          { id: 'auth.signUp.terms' },
          {
            terms: (chunks: ReactNode[]) => newTab('/terms-of-use', chunks),
            privacy: (chunks: ReactNode[]) => newTab('/privacy-policy', chunks),
          },
        )}
      </p>
      <AuthSubmit submitting={form.submitting}>{t('auth.signUp')}</AuthSubmit>
    </form>
  );
}
