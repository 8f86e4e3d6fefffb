import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import type { MirroredRecordState } from '@/lib/mirror/mirrored-record';
import type { Crumb } from './breadcrumbs';
import { LoadingState } from './loading-state';
import { PageFrame } from './page-frame';
import { StatusPanel } from './status-panel';

interface RecordStatesProps<T> {
  state: MirroredRecordState<T>;
  /** The crumbs above the record (e.g. Institutions). */
  trail: readonly Crumb[];
  /** The page title while the record is not known (e.g. "Institution"). */
  pendingTitle: string;
  notFoundTitle: string;
  notFoundText: string;
  /** Where to look instead when there is no such record (e.g. the search). */
  back: { label: string; link: LinkProps };
  children: (record: T) => ReactNode;
  /** Shown instead of "not available offline yet" when the device's directory holds the record (its figures). */
  offline?: { title: string; render: (retry: () => void) => ReactNode };
}

/**
 * A page about one record: Loading while unknown, Not found when the server says there is none, and "not
 * available offline yet" (with a retry) when it was never fetched and the server cannot be reached.
 */
export function RecordStates<T>({
  state,
  trail,
  pendingTitle,
  notFoundTitle,
  notFoundText,
  back,
  children,
  offline,
}: RecordStatesProps<T>) {
  const t = useT();
  switch (state.status) {
    case 'found':
      return <>{children(state.record)}</>;
    case 'loading':
      return (
        <PageFrame title={pendingTitle} trail={trail}>
          <LoadingState />
        </PageFrame>
      );
    case 'not-found':
      return (
        <PageFrame title={notFoundTitle} trail={trail} intro={notFoundText}>
          <p>
            <Link className="button button-secondary" {...back.link}>
              {back.label}
            </Link>
          </p>
        </PageFrame>
      );
    case 'offline-unavailable':
      if (offline) {
        return (
          <PageFrame title={offline.title} trail={trail}>
            {offline.render(state.retry)}
          </PageFrame>
        );
      }
      return (
        <PageFrame title={pendingTitle} trail={trail}>
          <StatusPanel title={t('browse.offlineUnavailable.title')} text={t('browse.offlineUnavailable.text')}>
            <button type="button" className="button" onClick={state.retry}>
              {t('status.retry')}
            </button>
          </StatusPanel>
        </PageFrame>
      );
  }
}
