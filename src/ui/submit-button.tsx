import type { ReactNode } from 'react';

/**
 * Every form's submit button. While the submit is in flight it says so and only looks disabled
 * (aria-disabled; the form ignores further submits): a `disabled` button would drop the focus to <body>.
 */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button" aria-disabled={submitting || undefined} aria-busy={submitting || undefined}>
      {children}
    </button>
  );
}
