import { REPORT_REASONS, isReportReason, type ReportReason } from '@/domain/report-reasons';
import { reportReasonLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { SelectField } from '@/ui/select-field';

/**
 * Which reports the queue lists: every reason or one, each reason with how many wait (the counts of the last
 * answer; none until the first one).
 */
export function ReportReasonFilter({
  value,
  counts,
  onChange,
}: {
  value: ReportReason | '';
  counts: Record<ReportReason, number> | undefined;
  onChange: (reason: ReportReason | '') => void;
}) {
  const t = useT();
  const label = (reason: ReportReason) => {
    const text = t(reportReasonLabel(reason));
    return counts ? t('moderation.filter.option', { reason: text, waiting: counts[reason] ?? 0 }) : text;
  };
  return (
    <div className="moderation-filter">
      <SelectField
        label={t('moderation.filter.reason')}
        value={value}
        anyLabel={t('moderation.filter.all')}
        options={REPORT_REASONS.map((reason) => ({ value: reason, label: label(reason) }))}
        onChange={(next) => onChange(isReportReason(next) ? next : '')}
      />
    </div>
  );
}
