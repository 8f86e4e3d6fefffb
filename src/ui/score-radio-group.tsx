import type { FocusEvent } from 'react';
import type { FormError } from '@/domain/schemas/form-errors';
import { SCORE_MAX, SCORE_MIN } from '@/domain/ratings';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { RadioGroup } from './radio-group';

/** How the five steps of a score are named: quality (awful…awesome), load (very light…very heavy), difficulty. */
export type ScoreScale = 'quality' | 'load' | 'difficulty';

const STEPS = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

interface ScoreRadioGroupProps {
  name: string;
  legend: string;
  scale: ScoreScale;
  value: number | null;
  onChange: (value: number) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  error?: FormError;
}

/**
 * A 1–5 score: five radios, each showing its number and its word ("4 Great"), so a screen reader reads both.
 * On the reversed scales (load, difficulty) a hint says that 5 is the heaviest, not the best.
 */
export function ScoreRadioGroup({ name, legend, scale, value, onChange, onBlur, error }: ScoreRadioGroupProps) {
  const t = useT();
  const options = STEPS.map((step) => ({
    value: step,
    label: (
      <>
        <span className="score-number">{step}</span>
        <span className="score-word">{t(`form.scale.${scale}.${step}` as MessageId)}</span>
      </>
    ),
  }));
  return (
    <RadioGroup
      name={name}
      legend={legend}
      hint={scale === 'quality' ? undefined : t('form.reversedHint')}
      options={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      variant="scale"
    />
  );
}
