import { forwardRef, useId } from 'react';
import { isRatingKind, type QueueKind } from '@/domain/moderation';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import type { ContentItem, QueueItem, ReportItem } from '../moderation-api';
import { ContentDetails } from './content-details';
import { DecisionForm, type Decision } from './decision-form';
import { TargetLine } from './target-line';

export const KIND_LABELS: Readonly<Record<QueueKind, MessageId>> = {
  institution_ratings: 'contributions.kind.institution_ratings',
  program_ratings: 'contributions.kind.program_ratings',
  instructor_ratings: 'contributions.kind.instructor_ratings',
  instructors: 'contributions.kind.instructors',
  reports: 'contributions.kind.reports',
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
  const created = new Date(item.created.replace(' ', 'T'));
  const report = kind === 'reports' ? (item as ReportItem) : null;
  const content: ContentItem | null = report ? report.content : item;
  const contentKind = report ? report.content_collection : kind === 'reports' ? null : kind;

  return (
    <article className="moderation-item" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="moderation-item-title">
        <span className="visually-hidden">{t('moderation.position', { position })}</span>
        {report ? t('contributions.kind.reports') : <TargetLine target={item.target} />}
      </h3>
      <p className="moderation-meta">{t('moderation.sent', { date: created })}</p>
      {report ? (
        <>
          <p className="moderation-label">{t('moderation.report.comment')}</p>
          <blockquote className="moderation-text" dir="auto">
            {report.comment}
          </blockquote>
          <section className="moderation-reported" aria-label={t('moderation.report.content')}>
            <p className="moderation-label">
              {t('moderation.report.content')}
              {' · '}
              {t(KIND_LABELS[report.content_collection])}
            </p>
            {content ? (
              <>
                <p>
                  <TargetLine target={content.target} />
                </p>
                <ContentDetails kind={report.content_collection} item={content} />
              </>
            ) : (
              <p>{t('moderation.report.gone')}</p>
            )}
          </section>
        </>
      ) : contentKind && (isRatingKind(contentKind) || contentKind === 'instructors') ? (
        <ContentDetails kind={contentKind} item={item} />
      ) : null}
      <DecisionForm
        kind={report && !content ? null : contentKind}
        report={report !== null}
        onDecide={(decision) => onDecide(item, decision)}
      />
    </article>
  );
});
