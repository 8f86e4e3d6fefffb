import { useId, type FocusEvent } from 'react';
import type { FormError } from '@/domain/schemas/form-errors';
import { useT } from '@/lib/i18n/use-t';
import { describedBy, FieldError } from './field-error';
import { RequiredMark } from './required-mark';
import './form.css';

/** The label (for `${base}-input`) and the hint (`${base}-hint`) above both kinds of text field. */
function FieldHead({ base, label, hint, marked }: { base: string; label: string; hint?: string; marked: boolean }) {
  return (
    <>
      <label className="field-label" htmlFor={`${base}-input`}>
        {label}
        {marked ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={`${base}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** What both kinds of text field take. */
interface BaseFieldProps {
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  error?: FormError;
}

interface TextFieldProps extends BaseFieldProps {
  required?: boolean;
  /**
   * Show the star of a required field (default). The account dialogs, where every field is required, leave it
   * out (their texts load before the forms' `form.required`); aria-required still says it.
   */
  requiredMark?: boolean;
  type?: 'text' | 'url' | 'email' | 'password';
  /** Suggestions the user may pick or ignore (a native datalist: free text stays allowed). */
  suggestions?: readonly string[];
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'url';
}

/** E-mail addresses and passwords are written left to right whatever the interface language. */
const LTR_TYPES: ReadonlySet<string> = new Set(['email', 'password']);

/** A labelled one-line text input with its hint and inline error. */
export function TextField(props: TextFieldProps) {
  const {
    name,
    label,
    hint,
    value,
    onChange,
    onBlur,
    error,
    required = false,
    requiredMark = true,
    type = 'text',
  } = props;
  const { suggestions, maxLength, autoComplete = 'off', inputMode } = props;
  const base = useId();
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const listId = suggestions && suggestions.length > 0 ? `${base}-list` : undefined;
  return (
    <div className="field" data-field={name}>
      <FieldHead base={base} label={label} hint={hint} marked={required && requiredMark} />
      <input
        id={`${base}-input`}
        className="text-input"
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        list={listId}
        maxLength={maxLength}
        autoComplete={autoComplete}
        dir={LTR_TYPES.has(type) ? 'ltr' : 'auto'}
      />
      {listId ? (
        <datalist id={listId}>
          {suggestions!.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      <FieldError id={`${base}-error`} error={error} />
    </div>
  );
}

interface TextAreaFieldProps extends BaseFieldProps {
  /** Bounds shown as a live count (characters after trimming, counted like the server). */
  bounds: { min: number; max: number };
  /** Required (the default) or optional: a report's comment is required for one reason only. */
  required?: boolean;
}

/** A multi-line text, required unless told, with its hint, a character count and its inline error. */
export function TextAreaField({
  name,
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
  bounds,
  required = true,
}: TextAreaFieldProps) {
  const t = useT();
  const base = useId();
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const count = [...value.trim()].length;
  return (
    <div className="field" data-field={name}>
      <FieldHead base={base} label={label} hint={hint} marked={required} />
      <textarea
        id={`${base}-input`}
        className="text-input text-area"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, `${base}-count`, errorId)}
        rows={6}
        dir="auto"
      />
      <p id={`${base}-count`} className="field-count">
        {t('form.length', { count, min: bounds.min, max: bounds.max })}
      </p>
      <FieldError id={`${base}-error`} error={error} />
    </div>
  );
}
