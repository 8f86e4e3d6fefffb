import { useId, useState, type FocusEvent } from 'react';
import type { FormError } from '@/domain/schemas/form-errors';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { describedBy, FieldError } from '@/ui/field-error';
import { LoadingState } from '@/ui/loading-state';
import { RequiredMark } from '@/ui/required-mark';
import { MIN_QUERY, useInstitutionOptions, type InstitutionOption } from '../use-institution-options';

interface InstitutionPickerProps {
  value: { id: string; name: string };
  onChange: (choice: { id: string; name: string }) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  error?: FormError;
}

/**
 * Search by name, then choose one of the matches (a list of buttons: Tab moves, Enter chooses). Once chosen,
 * the institution is shown with a button to change it.
 */
export function InstitutionPicker({ value, onChange, onBlur, error }: InstitutionPickerProps) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const base = useId();
  const [query, setQuery] = useState('');
  const options = useInstitutionOptions(value.id ? '' : query);
  const label = (o: InstitutionOption) => (language === 'ar' && o.nameAr ? o.nameAr : o.name);
  const errorId = error ? `${base}-error` : undefined;

  if (value.id) {
    return (
      <div className="field" data-field="institution" onBlur={onBlur}>
        <span className="field-label" id={`${base}-label`}>
          {t('form.instructor.institution')}
          <RequiredMark />
        </span>
        <div className="choice-summary">
          <span aria-labelledby={`${base}-label`}>{value.name}</span>
          <button type="button" className="link-button" onClick={() => onChange({ id: '', name: '' })}>
            {t('form.instructor.change')}
          </button>
        </div>
        <FieldError id={`${base}-error`} error={error} />
      </div>
    );
  }
  return (
    <div className="field" data-field="institution" onBlur={onBlur}>
      <label className="field-label" htmlFor={`${base}-search`}>
        {t('form.instructor.institution')}
        <RequiredMark />
      </label>
      <p id={`${base}-hint`} className="field-hint">
        {t('form.instructor.institutionHint')}
      </p>
      <input
        id={`${base}-search`}
        className="text-input"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${base}-hint`, errorId)}
        placeholder={t('form.instructor.institutionSearch')}
        autoComplete="off"
        dir="auto"
      />
      <FieldError id={`${base}-error`} error={error} />
      {query.trim().length >= MIN_QUERY ? (
        <div aria-live="polite">
          {options.status === 'loading' ? <LoadingState /> : null}
          {options.status === 'offline-unavailable' ? (
            <p className="field-hint">{t('form.instructor.institutionOffline')}</p>
          ) : null}
          {options.status === 'ready' && options.items.length === 0 ? (
            <p className="field-hint">{t('form.instructor.institutionNone')}</p>
          ) : null}
          {options.status === 'ready' && options.items.length > 0 ? (
            <ul className="option-list" aria-label={t('form.instructor.institutionResults')}>
              {options.items.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    className="option-button"
                    onClick={() => onChange({ id: option.id, name: label(option) })}
                    lang={language === 'ar' && option.nameAr ? 'ar' : 'fr'}
                  >
                    {label(option)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
