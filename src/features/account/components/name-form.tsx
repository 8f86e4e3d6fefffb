import { nameChangeSchema } from '@/domain/account-schemas';
import type { SessionUser } from '@/lib/auth/session-store';
import { useForm } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { RefusalAlert } from '@/ui/refusal-alert';
import { TextField } from '@/ui/text-field';
import { AccountSection } from './account-section';
import { useChangeName } from '../use-account-changes';
import { AuthSubmit } from '@/slices/account/components/auth-submit';

export function NameForm({ user }: { user: SessionUser }) {
  const t = useT();
  const form = useForm({ schema: nameChangeSchema, initial: { name: user.name }, onSubmit: useChangeName(user) });
  return (
    <AccountSection title={t('account.name.title')}>
      <form className="auth-form" {...form.formProps}>
        <RefusalAlert error={form.alert} />
        <TextField
          {...form.field('name')}
          label={t('auth.field.name')}
          hint={t('account.name.hint')}
          autoComplete="name"
          required
          requiredMark={false}
        />
        <AuthSubmit submitting={form.submitting}>{t('account.name.save')}</AuthSubmit>
      </form>
    </AccountSection>
  );
}
