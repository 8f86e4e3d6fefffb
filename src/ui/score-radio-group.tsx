import type { FormError } from '@/domain/schemas/form-errors';
import { SCORE_STEPS, type ScoreScale } from '@/domain/ratings';
import { scaleStepLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { RadioGroup } from './radio-group';

interface ScoreRadioGroupProps {
  name: string;
  legend: string;
  scale: ScoreScale;
  value: number | null;
  onChange: (value: number) => void;
  error?: FormError;
}

/**
 * A 1–5 score: five radios, each showing its number and its word ("4 Good"), so a screen reader reads both.
 * On the reversed scales (load, difficulty) a hint says that 5 is the heaviest, not the best.
 */
export function ScoreRadioGroup({ name, legend, scale, value, onChange, error }: ScoreRadioGroupProps) {
  const t = useT();
  const options = SCORE_STEPS.map((step) => ({
    value: step,
    label: (
      <>
        <span className="score-number">{step}</span>
        <span className="score-word">{t(scaleStepLabel(scale, step))}</span>
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
      error={error}
      variant="scale"
    />
  );
}
