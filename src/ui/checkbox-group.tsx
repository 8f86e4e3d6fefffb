import { useId, type FocusEvent } from 'react';
import type { FormError } from '@/domain/schemas/form-errors';
import { useT } from '@/lib/i18n/use-t';
import { describedBy, FieldError } from './field-error';
import './form.css';

interface CheckboxGroupProps<V extends string> {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  values: readonly V[];
  /** At most this many: once reached, the other boxes are disabled, so one more cannot be chosen. */
  max: number;
  onChange: (values: V[]) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  error?: FormError;
}

/** An optional multiple choice with a limit, as native checkboxes; the count is announced as it changes. */
export function CheckboxGroup<V extends string>({
  name,
  legend,
  options,
  values,
  max,
  onChange,
  onBlur,
  error,
}: CheckboxGroupProps<V>) {
  const t = useT();
  const base = useId();
  const full = values.length >= max;
  const errorId = error ? `${base}-error` : undefined;
  return (
    <fieldset
      className="field"
      data-field={name}
      aria-describedby={describedBy(`${base}-count`, errorId)}
      aria-invalid={error ? true : undefined}
      onBlur={onBlur}
    >
      <legend className="field-label">{legend}</legend>
      <p id={`${base}-count`} className="field-hint" aria-live="polite">
        {t('form.tags.count', { count: values.length, max })}
      </p>
      <div className="check-options">
        {options.map((option) => {
          const checked = values.includes(option.value);
          return (
            <label key={option.value} className="check-option">
              <input
                type="checkbox"
                value={option.value}
                checked={checked}
                disabled={full && !checked}
                onChange={(event) =>
                  onChange(event.target.checked ? [...values, option.value] : values.filter((v) => v !== option.value))
                }
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${base}-error`} error={error} />
    </fieldset>
  );
}
