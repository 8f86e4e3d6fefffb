import type { FocusEvent } from 'react';
import type { FormError } from '@/domain/schemas/form-errors';
import { LIMITS } from '@/domain/ratings';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { ScoreRadioGroup, type ScoreScale } from './score-radio-group';
import { TextAreaField } from './text-field';

interface ScoreFieldProps {
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  error?: FormError;
}

/** The rating forms' block of 1–5 scores under one heading, each score labelled by its own message. */
export function ScoresSection<K extends string>({
  keys,
  scale,
  field,
}: {
  keys: readonly K[];
  scale: (key: K) => ScoreScale;
  field: (key: K) => ScoreFieldProps;
}) {
  const t = useT();
  return (
    <section className="form-section" aria-labelledby="scores-heading">
      <h2 id="scores-heading">{t('form.scoresHeading')}</h2>
      {keys.map((key) => (
        <ScoreRadioGroup key={key} {...field(key)} legend={t(`form.score.${key}` as MessageId)} scale={scale(key)} />
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
  return <TextAreaField {...props} label={t('form.review.label')} hint={t('form.review.hint')} bounds={LIMITS.review} />;
}
