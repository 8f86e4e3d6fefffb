import { useEffect, useRef, useState } from 'react';
import { passwordChangeSchema, type PasswordChangeInput } from '@/domain/account-schemas';
import type { SessionUser } from '@/lib/auth/session-store';
import { useForm } from '@/lib/forms/use-form';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { RefusalAlert } from '@/ui/refusal-alert';
import { AccountSection } from './account-section';
import { useChangePassword } from '../use-account-changes';
import { AuthSubmit } from '@/slices/account/components/auth-submit';
import { AccountNameForPasswordManagers, PasswordField } from '@/slices/account/components/password-field';

type Field = keyof PasswordChangeInput;

const EMPTY: Record<Field, string> = { oldPassword: '', password: '', passwordConfirm: '' };

const FIELDS: ReadonlyArray<[Field, MessageId, 'current-password' | 'new-password']> = [
  ['oldPassword', 'account.password.current', 'current-password'],
  ['password', 'account.password.new', 'new-password'],
  ['passwordConfirm', 'account.password.confirm', 'new-password'],
];

function PasswordFields({ user, onChanged }: { user: SessionUser; onChanged: () => void }) {
  const t = useT();
  const form = useForm({ schema: passwordChangeSchema, initial: EMPTY, onSubmit: useChangePassword(user, onChanged) });
  return (
    <form className="auth-form" {...form.formProps}>
      <RefusalAlert error={form.alert} />
      {/* For password managers: the account whose password this is. */}
      <AccountNameForPasswordManagers email={user.email} />
      {FIELDS.map(([name, label, autoComplete]) => (
        <PasswordField key={name} {...form.field(name)} label={t(label)} autoComplete={autoComplete} />
      ))}
      <AuthSubmit submitting={form.submitting}>{t('account.password.save')}</AuthSubmit>
    </form>
  );
}

/** Once changed, the form starts again empty (no password stays on screen) and its heading takes the focus. */
export function PasswordForm({ user }: { user: SessionUser }) {
  const t = useT();
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (round > 0) heading.current?.focus();
  }, [round]);
  return (
    <AccountSection title={t('account.password.title')} headingRef={heading}>
      <PasswordFields key={round} user={user} onChanged={() => setRound((r) => r + 1)} />
    </AccountSection>
  );
}
