import { LIMITS } from '@/domain/ratings';
import { REPORT_REASONS, reportCommentRequired } from '@/domain/report-reasons';
import type { ReportType } from '@/domain/report-types';
import { reportReasonLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { OutboxFormView } from '@/ui/outbox-form-view';
import { RadioGroup } from '@/ui/radio-group';
import { TextAreaField } from '@/ui/text-field';
import type { ReportTarget } from '../reported-item';
import { useReportForm } from '../use-report-form';
import { targetLink } from './target-link';

/**
 * The reason of a report (the guidelines' list) and its comment, required for "Other" only; after submitting,
 * SUBMITTED and the way back to what was reported.
 */
export function ReportForm({ type, id, target }: { type: ReportType; id: string; target: ReportTarget | undefined }) {
  const t = useT();
  const form = useReportForm(type, id, target?.name ?? '');
  const reason = form.values.report_reason;
  const commentRequired = reason !== null && reportCommentRequired(reason);
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
      <RadioGroup
        {...form.field('report_reason')}
        legend={t('form.report.reason')}
        options={REPORT_REASONS.map((value) => ({ value, label: t(reportReasonLabel(value)) }))}
      />
      <TextAreaField
        {...form.field('comment')}
        label={t('form.report.comment')}
        hint={t(commentRequired ? 'form.report.commentHintOther' : 'form.report.commentHint')}
        bounds={LIMITS.reportComment}
        required={commentRequired}
      />
    </OutboxFormView>
  );
}
