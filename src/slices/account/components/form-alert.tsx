import type { AuthErrorId } from '@/domain/auth-schemas';
import { authError } from '@/domain/schemas/form-errors';
import { RefusalAlert } from '@/ui/refusal-alert';

/** A refusal said with an account message id (e.g. a verification e-mail that could not be sent). */
export function FormAlert({ error }: { error: AuthErrorId | undefined }) {
  return <RefusalAlert error={error ? authError(error) : undefined} />;
}

/**
 * What a form says once its request went through (a link sent, an e-mail on its way): a status, not an alert.
 * Always in the page, empty until there is something to say, so assistive technology announces the change.
 */
export function FormNotice({ text }: { text: string | null }) {
  return (
    <p role="status" className={text ? 'form-notice' : 'form-alert-empty'}>
      {text}
    </p>
  );
}
