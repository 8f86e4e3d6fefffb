import { ENROLMENT_STATUSES, PROGRAM_SCORES } from '@/domain/ratings';
import { enrolmentLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { OwnRatingEditIntro } from '@/slices/own-ratings/components/own-rating-edit-intro';
import type { OwnRatingEdit } from '@/slices/own-ratings/own-rating-writes';
import { OutboxFormView } from '@/ui/outbox-form-view';
import { RadioGroup } from '@/ui/radio-group';
import { ReviewField, ScoresSection } from '@/ui/rating-fields';
import { useProgramRatingForm } from '../use-program-rating-form';

/** Enrolment status, the ten 1–5 scores (curriculum rigor and workload run from light to heavy) and a review. */
export function ProgramRatingForm({ id, name, edit }: { id: string; name: string; edit?: OwnRatingEdit }) {
  const t = useT();
  const form = useProgramRatingForm(id, name, edit);
  return (
    <OutboxFormView
      form={form}
      doneMessage={t('form.done.afterModeration')}
      back={{
        label: t('form.done.back', { name }),
        link: { to: '/programs/$programId', params: { programId: id } },
      }}
    >
      {edit ? <OwnRatingEditIntro /> : null}
      <RadioGroup
        {...form.field('enrolment_status')}
        legend={t('form.enrolment.legend')}
        options={ENROLMENT_STATUSES.map((status) => ({
          value: status,
          label: t(enrolmentLabel(status)),
        }))}
      />
      <ScoresSection keys={PROGRAM_SCORES} field={(key) => form.field(key)} />
      <ReviewField {...form.field('review')} />
    </OutboxFormView>
  );
}
