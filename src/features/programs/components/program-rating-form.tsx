import { ENROLMENT_STATUSES, LIMITS, PROGRAM_SCORES, REVERSED_SCORES } from '@/domain/ratings';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { FormDone } from '@/ui/form-done';
import { FormFrame } from '@/ui/form-frame';
import { RadioGroup } from '@/ui/radio-group';
import { ScoreRadioGroup } from '@/ui/score-radio-group';
import { TextAreaField } from '@/ui/text-field';
import { useProgramRatingForm } from '../use-program-rating-form';

/** Enrolment status, the ten 1–5 scores (curriculum rigor and workload run from light to heavy) and a review. */
export function ProgramRatingForm({ id, name }: { id: string; name: string }) {
  const t = useT();
  const form = useProgramRatingForm(id, name);
  const { values, setField, errors } = form;

  if (form.done) {
    return (
      <FormDone
        message={t('form.done.rating')}
        {...form.done}
        back={{ label: t('form.done.back', { name }), link: { to: '/programs/$programId', params: { programId: id } } }}
      />
    );
  }
  return (
    <FormFrame
      onSubmit={() => void form.submit()}
      errors={errors}
      refusals={form.refusals}
      restored={form.restored}
      saving={form.phase === 'saving'}
      failed={form.phase === 'error'}
    >
      <RadioGroup
        name="enrolment_status"
        legend={t('form.enrolment.legend')}
        options={ENROLMENT_STATUSES.map((status) => ({ value: status, label: t(`form.enrolment.${status}`) }))}
        value={values.enrolment_status}
        onChange={(value) => setField('enrolment_status', value)}
        error={errors.enrolment_status}
      />
      <section className="form-section" aria-labelledby="scores-heading">
        <h2 id="scores-heading">{t('form.scoresHeading')}</h2>
        {PROGRAM_SCORES.map((key) => (
          <ScoreRadioGroup
            key={key}
            name={key}
            legend={t(`form.score.${key}` as MessageId)}
            scale={REVERSED_SCORES.has(key) ? 'load' : 'quality'}
            value={values[key]}
            onChange={(value) => setField(key, value)}
            error={errors[key]}
          />
        ))}
      </section>
      <TextAreaField
        name="review"
        label={t('form.review.label')}
        hint={t('form.review.hint')}
        value={values.review}
        onChange={(value) => setField('review', value)}
        error={errors.review}
        bounds={LIMITS.review}
      />
    </FormFrame>
  );
}
