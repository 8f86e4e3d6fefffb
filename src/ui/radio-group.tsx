import { useId, type FocusEvent, type ReactNode } from 'react';
import type { FormError } from '@/domain/schemas/form-errors';
import { describedBy, FieldError } from './field-error';
import { RequiredMark } from './required-mark';
import './form.css';

export interface RadioOption<V> {
  value: V;
  label: ReactNode;
}

interface RadioGroupProps<V> {
  /** The payload field: names the radios and marks the group for "focus the first invalid field". */
  name: string;
  legend: string;
  hint?: string;
  options: ReadonlyArray<RadioOption<V>>;
  value: V | null;
  onChange: (value: V) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  error?: FormError;
  /** Extra class for the option list (e.g. the five-column score layout). */
  variant?: 'scale' | 'list' | 'inline';
}

/**
 * A required single choice as native radios in a fieldset: the legend is read with each option, arrow keys
 * move between options, and the browser announces "1 of 5". Nothing is chosen until the user chooses.
 */
export function RadioGroup<V extends string | number | boolean>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  onBlur,
  error,
  variant = 'list',
}: RadioGroupProps<V>) {
  const base = useId();
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  return (
    <fieldset
      className="field radio-group"
      data-field={name}
      aria-describedby={describedBy(hintId, errorId)}
      aria-invalid={error ? true : undefined}
      onBlur={onBlur}
    >
      <legend className="field-label">
        {legend}
        <RequiredMark />
      </legend>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className={`radio-options radio-options-${variant}`}>
        {options.map((option) => (
          <label key={String(option.value)} className="radio-option">
            <input
              type="radio"
              name={`${base}-${name}`}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={errorId}
            />
            <span className="radio-text">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${base}-error`} error={error} />
    </fieldset>
  );
}
