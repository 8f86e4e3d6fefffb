import type { FocusEvent } from 'react';
import type { FormError } from '@/domain/schemas/form-errors';
import { LIMITS, scaleOf, type ScoreName } from '@/domain/ratings';
import { scoreLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { ScoreRadioGroup } from './score-radio-group';
import { TextAreaField } from './text-field';

interface ScoreFieldProps {
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  error?: FormError;
}

/** The rating forms' block of 1–5 scores under one heading, each score labelled by its own message. */
export function ScoresSection<K extends ScoreName>({
  keys,
  field,
}: {
  keys: readonly K[];
  field: (key: K) => ScoreFieldProps;
}) {
  const t = useT();
  return (
    <section className="form-section" aria-labelledby="scores-heading">
      <h2 id="scores-heading">{t('form.scoresHeading')}</h2>
      {keys.map((key) => (
        <ScoreRadioGroup key={key} {...field(key)} legend={t(scoreLabel(key))} scale={scaleOf(key)} />
      ))}
    </section>
  );
}

/** The free-text review every rating form ends with. */
export function ReviewField(props: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  error?: FormError;
}) {
  const t = useT();
  return (
    <TextAreaField {...props} label={t('form.review.label')} hint={t('form.review.hint')} bounds={LIMITS.review} />
  );
}
