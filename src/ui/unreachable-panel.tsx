import { useT } from '@/lib/i18n/use-t';
import { StatusPanel } from './status-panel';

/** "Can't reach Rayek" with a retry: what a page needing the server shows when it cannot be reached. */
export function UnreachablePanel({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <StatusPanel title={t('status.unreachable.title')} text={t('status.unreachable.text')}>
      <button type="button" className="button" onClick={retry}>
        {t('status.retry')}
      </button>
    </StatusPanel>
  );
}
