import { useId } from 'react';

/** A labelled select; with `anyLabel`, a first choice of the empty value meaning "any" (a filter). */
export function SelectField({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  anyLabel?: string;
  options: readonly { value: string; label: string; lang?: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
