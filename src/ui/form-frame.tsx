import { useRef, type ReactNode } from 'react';
import type { FieldErrors } from '@/domain/schemas/validate';
import { useT } from '@/lib/i18n/use-t';
import { useFocusFirstError } from './focus-first-error';
import './form.css';

interface FormFrameProps {
  onSubmit: () => void;
  errors: FieldErrors;
  refusals: number;
  /** The draft came back from a previous visit. */
  restored: boolean;
  saving: boolean;
  /** Queuing failed on this device (nothing was lost: the draft stays). */
  failed: boolean;
  children: ReactNode;
}

/**
 * What every outbox form shares: the browser's own validation off (the schema's messages are shown instead,
 * in the reader's language), the "restored" note, the summary alert after a refused submit, focus moved to
 * the first invalid field, the required-fields note and the submit button.
 */
export function FormFrame({ onSubmit, errors, refusals, restored, saving, failed, children }: FormFrameProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors, refusals);
  const invalid = Object.keys(errors).length > 0;
  return (
    <form
      ref={form}
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onSubmit();
      }}
    >
      {restored ? (
        <p className="form-info" role="status">
          {t('form.draftRestored')}
        </p>
      ) : null}
      <p className="form-note">{t('form.requiredNote')}</p>
      {children}
      {invalid ? (
        <p className="form-alert" role="alert">
          {t('form.fixErrors')}
        </p>
      ) : null}
      {failed ? (
        <p className="form-alert" role="alert">
          {t('form.failed')}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
