import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { LoadingState } from './loading-state';
import { StatusPanel } from './status-panel';

const FocusResults = createContext<() => void>(() => {});

/** Moves the focus to the results (they stay one element while loading): the pager's buttons may go. */
export const useFocusResults = () => useContext(FocusResults);

/** The states of a search's results: Loading, "not available offline yet" (with a retry), or the results. */
export function SearchStatus({ state, retry, children }: { state: string; retry?: () => void; children: ReactNode }) {
  const t = useT();
  const region = useRef<HTMLDivElement>(null);
  const focusResults = useCallback(() => region.current?.focus(), []);
  let content: ReactNode = children;
  if (state === 'loading') content = <LoadingState />;
  if (state === 'offline-unavailable') {
    content = (
      <StatusPanel title={t('browse.offlineUnavailable.title')} text={t('browse.offlineUnavailable.searchText')}>
        {retry ? (
          <button type="button" className="button" onClick={retry}>
            {t('status.retry')}
          </button>
        ) : null}
      </StatusPanel>
    );
  }
  return (
    <div className="search-results" ref={region} tabIndex={-1}>
      <FocusResults value={focusResults}>{content}</FocusResults>
    </div>
  );
}
