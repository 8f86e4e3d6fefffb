import { deleteAccountSchema } from '@/domain/account-schemas';
import type { SessionUser } from '@/lib/auth/session-store';
import { useForm } from '@/lib/forms/use-form';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { RefusalAlert } from '@/ui/refusal-alert';
import { AccountSection } from './account-section';
import { useDeleteAccount } from '../use-delete-account';
import { AuthSubmit } from '@/slices/account/components/auth-submit';
import { AccountNameForPasswordManagers, PasswordField } from '@/slices/account/components/password-field';

const CONSEQUENCES: readonly MessageId[] = [
  'account.delete.keptPublic',
  'account.delete.withdrawn',
  'account.delete.device',
  'account.delete.final',
];

/** What deleting does, then the password as the typed confirmation. */
export function DeleteAccountForm({ user, onDeleted }: { user: SessionUser; onDeleted: () => void }) {
  const t = useT();
  const form = useForm({
    schema: deleteAccountSchema,
    initial: { password: '' },
    onSubmit: useDeleteAccount(user, onDeleted),
  });
  return (
    <AccountSection title={t('account.delete.title')} danger>
      <p className="account-note">{t('account.delete.intro')}</p>
      <ul className="account-consequences">
        {CONSEQUENCES.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ul>
      <form className="auth-form" {...form.formProps}>
        <RefusalAlert error={form.alert} />
        <AccountNameForPasswordManagers email={user.email} />
        <PasswordField
          {...form.field('password')}
          label={t('account.delete.password')}
          autoComplete="current-password"
        />
        <AuthSubmit submitting={form.submitting}>{t('account.delete.submit')}</AuthSubmit>
      </form>
    </AccountSection>
  );
}
