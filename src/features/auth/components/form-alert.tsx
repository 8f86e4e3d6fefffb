import type { AuthErrorId } from '@/domain/auth-schemas';
import { authError } from '@/domain/schemas/form-errors';
import { RefusalAlert } from '@/ui/refusal-alert';

/** A refusal said with an account message id (e.g. a verification e-mail that could not be sent). */
export function FormAlert({ error }: { error: AuthErrorId | undefined }) {
  return <RefusalAlert error={error ? authError(error) : undefined} />;
}
