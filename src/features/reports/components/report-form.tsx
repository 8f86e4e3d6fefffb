import { LIMITS } from '@/domain/ratings';
import type { ReportType } from '@/domain/report-types';
import { useT } from '@/lib/i18n/use-t';
import { OutboxFormView } from '@/ui/outbox-form-view';
import { TextAreaField } from '@/ui/text-field';
import type { ReportTarget } from '../reported-item';
import { useReportForm } from '../use-report-form';
import { targetLink } from './target-link';

/** The comment of a report; after submitting, SUBMITTED and the way back to what was reported. */
export function ReportForm({ type, id, target }: { type: ReportType; id: string; target: ReportTarget | undefined }) {
  const t = useT();
  const form = useReportForm(type, id, target?.name ?? '');
  return (
    <OutboxFormView
      form={form}
      doneMessage={t('form.done.report')}
      back={
        target
          ? { label: t('form.done.back', { name: target.name }), link: targetLink(target) }
          : { label: t('notFound.home'), link: { to: '/' } }
      }
    >
      <TextAreaField
        {...form.field('comment')}
        label={t('form.report.comment')}
        hint={t('form.report.commentHint')}
        bounds={LIMITS.reportComment}
      />
    </OutboxFormView>
  );
}
