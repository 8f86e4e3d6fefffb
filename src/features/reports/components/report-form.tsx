import { LIMITS } from '@/domain/ratings';
import type { ReportType } from '@/domain/report-types';
import { useT } from '@/lib/i18n/use-t';
import { FormDone } from '@/ui/form-done';
import { FormFrame } from '@/ui/form-frame';
import { TextAreaField } from '@/ui/text-field';
import type { ReportTarget } from '../reported-item';
import { useReportForm } from '../use-report-form';
import { targetLink } from './target-link';

/** The comment of a report; after submitting, SUBMITTED and the way back to what was reported. */
export function ReportForm({ type, id, target }: { type: ReportType; id: string; target: ReportTarget | undefined }) {
  const t = useT();
  const form = useReportForm(type, id, target?.name ?? '');

  if (form.done) {
    return (
      <FormDone
        message={t('form.done.report')}
        {...form.done}
        back={
          target
            ? { label: t('form.done.back', { name: target.name }), link: targetLink(target) }
            : { label: t('notFound.home'), link: { to: '/' } }
        }
      />
    );
  }
  return (
    <FormFrame
      onSubmit={() => void form.submit()}
      errors={form.errors}
      refusals={form.refusals}
      restored={form.restored}
      saving={form.phase === 'saving'}
      failed={form.phase === 'error'}
    >
      <TextAreaField
        name="comment"
        label={t('form.report.comment')}
        hint={t('form.report.commentHint')}
        value={form.values.comment}
        onChange={(value) => form.setField('comment', value)}
        error={form.errors.comment}
        bounds={LIMITS.reportComment}
      />
    </FormFrame>
  );
}
