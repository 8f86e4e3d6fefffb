import type { ReactNode } from 'react';
import { AriaDisabledButton } from './aria-disabled-button';

/** Every form's submit button: while the submit is in flight it says so and keeps the focus. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <AriaDisabledButton type="submit" className="button" unavailable={submitting} aria-busy={submitting || undefined}>
      {children}
    </AriaDisabledButton>
  );
}
