import { forwardRef, useId } from 'react';
import type { QueueKind } from '@/domain/moderation';
import { isReportReason } from '@/domain/report-reasons';
import { reportReasonLabel } from '@/lib/i18n/labels';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import type { ContentItem, QueueItem, ReportItem } from '../moderation-api';
import { DecisionForm, type Decision } from './decision-form';
import { ItemDetails, ItemTarget } from './professor-details';

export const KIND_LABELS: Readonly<Record<QueueKind, MessageId>> = {
  institution_ratings: 'contributions.kind.institution_ratings',
  program_ratings: 'contributions.kind.program_ratings',
  instructor_ratings: 'contributions.kind.instructor_ratings',
  instructors: 'contributions.kind.instructors',
  reports: 'contributions.kind.reports',
  instructor_claims: 'contributions.kind.instructor_claims',
  rating_replies: 'contributions.kind.rating_replies',
  rating_revisions: 'contributions.kind.rating_revisions',
};

interface QueueItemProps {
  kind: QueueKind;
  item: QueueItem;
  position: number;
  onDecide: (item: QueueItem, decision: Decision) => Promise<void>;
}

/**
 * One waiting item in full. Its heading takes focus after the previous item is decided, so a moderator works
 * down the queue with the keyboard: read, Tab to the reason and the buttons, decide, and the next item is there.
 */
export const QueueItemCard = forwardRef<HTMLHeadingElement, QueueItemProps>(function QueueItemCard(
  { kind, item, position, onDecide },
  headingRef,
) {
  const t = useT();
  const headingId = useId();
  const contentId = useId();
  const created = new Date(item.created.replace(' ', 'T'));
  const report = kind === 'reports' ? (item as ReportItem) : null;
  const content: ContentItem | null = report ? report.content : item;
  const contentKind = report ? report.content_collection : kind === 'reports' ? null : kind;

  return (
    <article className="moderation-item" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="moderation-item-title">
        <span className="visually-hidden">{t('moderation.position', { position })}</span>
        {report ? t('contributions.kind.reports') : <ItemTarget kind={kind} item={item} />}
      </h3>
      <p className="moderation-meta">{t('moderation.sent', { date: created })}</p>
      {report ? (
        <>
          {isReportReason(report.report_reason) ? (
            <p className="moderation-label">
              {t('moderation.report.reason', { reason: t(reportReasonLabel(report.report_reason)) })}
            </p>
          ) : null}
          <p className="moderation-label">{t('moderation.report.comment')}</p>
          {report.comment ? (
            <blockquote className="moderation-text" dir="auto">
              {report.comment}
            </blockquote>
          ) : (
            <p className="moderation-hint">{t('moderation.report.noComment')}</p>
          )}
          {/* Named with its item's heading too: every report of the queue has such a region, and each name must differ. */}
          <section className="moderation-reported" aria-labelledby={`${contentId} ${headingId}`}>
            <p className="moderation-label" id={contentId}>
              {t('moderation.report.content')}
              {' · '}
              {t(KIND_LABELS[report.content_collection])}
            </p>
            {content ? (
              <>
                <p>
                  <ItemTarget kind={report.content_collection} item={content} />
                </p>
                <ItemDetails kind={report.content_collection} item={content} />
              </>
            ) : (
              <p>{t('moderation.report.gone')}</p>
            )}
          </section>
        </>
      ) : contentKind ? (
        <ItemDetails kind={contentKind} item={item} />
      ) : null}
      {item.own_profile ? (
        // About a profile this moderator holds or claims: the server refuses their decision, so none is offered.
        <p className="moderation-own">{t('moderation.own')}</p>
      ) : (
        <DecisionForm
          kind={report && !content ? null : contentKind}
          report={report !== null}
          onDecide={(decision) => onDecide(item, decision)}
        />
      )}
    </article>
  );
});
