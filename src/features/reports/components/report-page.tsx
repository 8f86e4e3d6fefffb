import type { ComponentType, ReactNode } from 'react';
import type { ReportType } from '@/domain/report-types';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { LoadingState } from '@/ui/loading-state';
import { PageFrame } from '@/ui/page-frame';
import { StatusPanel } from '@/ui/status-panel';
import { useReportedItem } from '../use-reported-item';
import { ReportForm } from './report-form';
import { ReportedItemCard } from './reported-item-card';

const TITLES: Readonly<Record<ReportType, MessageId>> = {
  'institution-rating': 'report.title.institutionRating',
  'program-rating': 'report.title.programRating',
  'instructor-rating': 'report.title.instructorRating',
  instructors: 'report.title.instructor',
  'rating-reply': 'form.report.titleReply',
};

/**
 * `/report/$type/$id`: the reported item for context, then the comment form behind `gate` (the accounts
 * feature's AuthGate). Something nobody may see cannot be reported; offline, the report can still be written
 * and waits in the outbox.
 */
export function ReportPage({
  type,
  id,
  gate: Gate,
}: {
  type: ReportType;
  id: string;
  gate: ComponentType<{ children: ReactNode }>;
}) {
  const t = useT();
  const item = useReportedItem(type, id);
  return (
    <PageFrame title={t(TITLES[type])} intro={t('report.intro')}>
      {item.status === 'loading' ? <LoadingState /> : null}
      {item.status === 'not-found' ? (
        <StatusPanel title={t('form.report.context')} text={t('form.report.unavailable')} />
      ) : null}
      {item.status === 'offline-unavailable' ? (
        <StatusPanel title={t('status.unreachable.title')} text={t('status.unreachable.text')}>
          <button type="button" className="button button-secondary" onClick={item.retry}>
            {t('status.retry')}
          </button>
        </StatusPanel>
      ) : null}
      {item.status === 'found' ? <ReportedItemCard item={item.record} /> : null}
      {item.status === 'found' || item.status === 'offline-unavailable' ? (
        <Gate>
          <ReportForm type={type} id={id} target={item.status === 'found' ? item.record.target : undefined} />
        </Gate>
      ) : null}
    </PageFrame>
  );
}
