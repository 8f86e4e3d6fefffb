import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { LoadingState } from './loading-state';
import { StatusPanel } from './status-panel';

/** The states of a search's results: Loading, "not available offline yet" (with a retry), or the results. */
export function SearchStatus({ state, retry, children }: { state: string; retry?: () => void; children: ReactNode }) {
  const t = useT();
  if (state === 'loading') return <LoadingState />;
  if (state === 'offline-unavailable') {
    return (
      <StatusPanel title={t('browse.offlineUnavailable.title')} text={t('browse.offlineUnavailable.searchText')}>
        {retry ? (
          <button type="button" className="button" onClick={retry}>
            {t('status.retry')}
          </button>
        ) : null}
      </StatusPanel>
    );
  }
  return <>{children}</>;
}
