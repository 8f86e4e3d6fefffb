import type { ReactNode } from 'react';
import type { Form } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { SubmitButton } from './submit-button';
import './form.css';

interface FormFrameProps {
  form: Pick<Form<unknown>, 'formProps' | 'summary' | 'submitting'>;
  /** The draft came back from a previous visit. */
  restored: boolean;
  /** Queuing failed on this device (nothing was lost: the draft stays). */
  failed: boolean;
  children: ReactNode;
}

/**
 * What every outbox form shares around its fields: the "restored" note, the required-fields note, the summary
 * alert after a refused submit and the submit button. The form hook (lib/forms/use-form.ts) moves focus to
 * the first invalid field.
 */
export function FormFrame({ form, restored, failed, children }: FormFrameProps) {
  const t = useT();
  return (
    <form className="form" {...form.formProps}>
      {restored ? (
        <p className="form-info" role="status">
          {t('form.draftRestored')}
        </p>
      ) : null}
      <p className="form-note">{t('form.requiredNote')}</p>
      {children}
      {form.summary ? (
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
        <SubmitButton submitting={form.submitting}>
          {form.submitting ? t('form.sending') : t('form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
