import { useId, useState } from 'react';
import type { SessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { useNewRatingMail } from '../use-new-rating-mail';
import { AccountSection } from './account-section';

/**
 * For professors: whether Rayek e-mails them each new rating of their profile (docs/professors.md). Saved as
 * soon as it is switched, like the language; a failure puts the switch back and says so.
 */
export function NewRatingMail({ user }: { user: SessionUser }) {
  const t = useT();
  const id = useId();
  const stored = user.newRatingMailOff !== true;
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const changeNewRatingMail = useNewRatingMail(user);
  const send = wanted ?? stored;
  const change = async (next: boolean) => {
    setWanted(next);
    setSaving(true);
    try {
      await changeNewRatingMail(next);
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
    <AccountSection title={t('account.mail.title')}>
      <div className="check-field">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={send}
          aria-busy={saving}
          onChange={(event) => {
            if (!saving) void change(event.target.checked);
          }}
        />
        <label htmlFor={id}>{t('account.mail.newRating')}</label>
      </div>
    </AccountSection>
  );
}
