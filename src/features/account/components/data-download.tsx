import { useT } from '@/lib/i18n/use-t';
import { AriaDisabledButton } from '@/ui/aria-disabled-button';
import { FormAlert } from '@/slices/account/components/form-alert';
import { AccountSection } from './account-section';
import { useDataDownload } from '../use-data-download';

export function DataDownload() {
  const t = useT();
  const { busy, error, download } = useDataDownload();
  return (
    <AccountSection title={t('account.data.title')}>
      <p className="account-note">{t('account.data.text')}</p>
      <FormAlert error={error} />
      <div>
        <AriaDisabledButton
          className="button button-secondary"
          unavailable={busy}
          aria-busy={busy || undefined}
          onClick={() => void download()}
        >
          {busy ? t('account.data.pending') : t('account.data.download')}
        </AriaDisabledButton>
      </div>
    </AccountSection>
  );
}
