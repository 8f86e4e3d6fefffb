import { useId, useState } from 'react';
import type { SessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { AccountSection } from './account-section';
import { useDecisionMailChange, useStoredDecisionMails, type DecisionMail } from '../use-decision-mails';

function Switch({ user, which, stored }: { user: SessionUser; which: DecisionMail; stored: boolean }) {
  const t = useT();
  const id = useId();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const save = useDecisionMailChange(user);
  const change = async (next: boolean) => {
    setWanted(next);
    setSaving(true);
    try {
      await save(which, next);
      notify.success(t('account.mail.saved'));
    } catch {
      notify.error(t('account.mail.failed'));
    } finally {
      // The session's record (updated on success) is what the switch shows from now on.
      setWanted(null);
      setSaving(false);
    }
  };
  return (
    <div className="check-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={wanted ?? stored}
        aria-busy={saving}
        onChange={(event) => {
          if (!saving) void change(event.target.checked);
        }}
      />
      <label htmlFor={id}>
        {t(which === 'refused' ? 'account.decisionMail.refused' : 'account.decisionMail.published')}
      </label>
    </div>
  );
}

/**
 * Whether Rayek e-mails the account a moderator's decision about what it wrote (docs/api.md "Decision notices"):
 * a refusal, with the moderator's reason, unless turned off; a publication or a reviewed report only when
 * turned on. Saved as soon as switched, like the language.
 */
export function DecisionMails({ user }: { user: SessionUser }) {
  const t = useT();
  const stored = useStoredDecisionMails(user);
  return (
    <AccountSection title={t('account.decisionMail.title')}>
      <p>{t('account.decisionMail.text')}</p>
      <Switch user={user} which="refused" stored={stored.refused} />
      <Switch user={user} which="published" stored={stored.published} />
    </AccountSection>
  );
}
