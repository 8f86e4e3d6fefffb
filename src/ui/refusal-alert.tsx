import type { FormError } from '@/domain/schemas/form-errors';
import { useT } from '@/lib/i18n/use-t';
import './form.css';

/**
 * A refusal of the whole form (wrong password, no connection, too many attempts), announced at once: the
 * alert region is always there, so screen readers hear the text as soon as it is put into it.
 */
export function RefusalAlert({ error }: { error: FormError | undefined }) {
  const t = useT();
  return (
    <div role="alert" className={error ? 'form-alert' : 'form-alert-empty'}>
      {error ? t(error.id, error.values) : null}
    </div>
  );
}
