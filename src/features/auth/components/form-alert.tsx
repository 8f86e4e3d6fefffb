import type { AuthErrorId } from '@/domain/auth-schemas';
import { useT } from '@/lib/i18n/use-t';

/** A refusal of the whole form (wrong password, no connection, too many attempts), announced at once. */
export function FormAlert({ error }: { error: AuthErrorId | undefined }) {
  const t = useT();
  return (
    <div role="alert" className={error ? 'form-alert' : 'form-alert-empty'}>
      {error ? t(`auth.error.${error}`) : null}
    </div>
  );
}
