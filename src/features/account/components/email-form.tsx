import { useMemo, useState } from 'react';
import { emailChangeSchema } from '@/domain/account-schemas';
import type { SessionUser } from '@/lib/auth/session-store';
import { useForm } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { RefusalAlert } from '@/ui/refusal-alert';
import { TextField } from '@/ui/text-field';
import { AccountSection } from './account-section';
import { LanguageNote } from './language-note';
import { useRequestEmailChange } from '../use-account-changes';
import { AuthSubmit } from '@/slices/account/components/auth-submit';
import { FormNotice } from '@/slices/account/components/form-alert';

/** A new address gets a link; the change happens when it is opened (the /confirm-email-change page). */
export function EmailForm({ user }: { user: SessionUser }) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => emailChangeSchema(user.email), [user.email]);
  const form = useForm({ schema, initial: { newEmail: '' }, onSubmit: useRequestEmailChange(setSentTo) });
  return (
    <AccountSection title={t('account.email.title')}>
      <LanguageNote user={user} />
      <form className="auth-form" {...form.formProps}>
        <RefusalAlert error={form.alert} />
        <FormNotice text={sentTo ? t('account.email.sent', { email: sentTo }) : null} />
        <TextField
          {...form.field('newEmail')}
          label={t('account.email.new')}
          hint={t('account.email.hint')}
          type="email"
          autoComplete="email"
          required
          requiredMark={false}
        />
        <AuthSubmit submitting={form.submitting}>{t('account.email.save')}</AuthSubmit>
      </form>
    </AccountSection>
  );
}
