import { usePendingLanguage } from '@/lib/auth/language-sync';
import type { SessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';

/**
 * Which language Rayek's e-mails use: the account's, which follows the interface language (a sentence, not a
 * control: the site's language switcher is the one place to change it). A pick not yet saved is said too.
 */
export function LanguageNote({ user }: { user: SessionUser }) {
  const t = useT();
  const picked = usePendingLanguage(user.id);
  const pending = picked !== user.language ? picked : null;
  return (
    <>
      <p className="account-note">{t('account.email.language', { language: user.language })}</p>
      {pending ? <p className="account-note">{t('account.email.languagePending', { language: pending })}</p> : null}
    </>
  );
}
