import type { ReactNode } from 'react';
import type { OutboxForm } from '@/lib/forms/use-outbox-form';
import { doneOutcome } from './done-outcome';
import { FormDone, type DoneBack } from './form-done';
import { FormFrame } from './form-frame';

interface OutboxFormViewProps {
  form: Pick<OutboxForm<unknown>, 'formProps' | 'summary' | 'submitting' | 'restored' | 'phase' | 'done'>;
  /** What the server does with the item once delivered, shown after the submit. */
  doneMessage: string;
  back: DoneBack;
  /** The form's own fields. */
  children: ReactNode;
}

/** An outbox form's two faces: its fields in the shared frame while editing, then what became of the item. */
export function OutboxFormView({ form, doneMessage, back, children }: OutboxFormViewProps) {
  if (form.done) {
    const { state, refusal, errors, offline } = form.done;
    return (
      <FormDone
        message={doneMessage}
        outcome={doneOutcome(state, refusal)}
        offline={offline}
        errors={errors}
        back={back}
      />
    );
  }
  return (
    <FormFrame form={form} restored={form.restored} failed={form.phase === 'failed'}>
      {children}
    </FormFrame>
  );
}
