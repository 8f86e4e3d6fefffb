import { INSTITUTION_SCORES, LIMITS } from '@/domain/ratings';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { FormDone } from '@/ui/form-done';
import { FormFrame } from '@/ui/form-frame';
import { ScoreRadioGroup } from '@/ui/score-radio-group';
import { TextAreaField } from '@/ui/text-field';
import { useInstitutionRatingForm } from '../use-institution-rating-form';
import type { ShownName } from './institution-frame';

/** The ten 1–5 scores and a review of one institution. */
export function InstitutionRatingForm({ id, name }: { id: string; name: ShownName }) {
  const t = useT();
  const form = useInstitutionRatingForm(id, name.text);
  const { values, setField, errors } = form;

  if (form.done) {
    return (
      <FormDone
        message={t('form.done.rating')}
        {...form.done}
        back={{
          label: t('form.done.back', { name: name.text }),
          lang: name.lang,
          link: { to: '/institutions/$institutionId', params: { institutionId: id } },
        }}
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
      <section className="form-section" aria-labelledby="scores-heading">
        <h2 id="scores-heading">{t('form.scoresHeading')}</h2>
        {INSTITUTION_SCORES.map((key) => (
          <ScoreRadioGroup
            key={key}
            name={key}
            legend={t(`form.score.${key}` as MessageId)}
            scale="quality"
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
