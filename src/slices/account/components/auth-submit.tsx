import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { SubmitButton } from '@/ui/submit-button';

/** The account forms' submit button: its label, or "One moment…" while the request is on its way. */
export function AuthSubmit({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const t = useT();
  return <SubmitButton submitting={submitting}>{submitting ? t('auth.submit.pending') : children}</SubmitButton>;
}
