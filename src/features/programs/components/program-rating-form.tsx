import { ENROLMENT_STATUSES, PROGRAM_SCORES } from '@/domain/ratings';
import { bindField } from '@/lib/forms/bind-field';
import { enrolmentLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { OutboxFormView } from '@/ui/outbox-form-view';
import { RadioGroup } from '@/ui/radio-group';
import { ReviewField, ScoresSection } from '@/ui/rating-fields';
import { useProgramRatingForm } from '../use-program-rating-form';

/** Enrolment status, the ten 1–5 scores (curriculum rigor and workload run from light to heavy) and a review. */
export function ProgramRatingForm({ id, name }: { id: string; name: string }) {
  const t = useT();
  const form = useProgramRatingForm(id, name);
  return (
    <OutboxFormView
      form={form}
      doneMessage={t('form.done.afterModeration')}
      back={{ label: t('form.done.back', { name }), link: { to: '/programs/$programId', params: { programId: id } } }}
    >
      <RadioGroup
        {...bindField(form, 'enrolment_status')}
        legend={t('form.enrolment.legend')}
        options={ENROLMENT_STATUSES.map((status) => ({ value: status, label: t(enrolmentLabel(status)) }))}
      />
      <ScoresSection keys={PROGRAM_SCORES} field={(key) => bindField(form, key)} />
      <ReviewField {...bindField(form, 'review')} />
    </OutboxFormView>
  );
}
