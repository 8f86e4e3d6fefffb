import type { FormError } from '@/domain/schemas/form-errors';
import { useT, type MessageId } from '@/lib/i18n/use-t';

/** The inline error of one field, in the reader's language; `id` is what the field's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: FormError | undefined }) {
  const t = useT();
  if (!error) return null;
  // Every FormErrorId is a key of lang/*.json (tests/unit/schemas-server-errors.test.ts checks it).
  const message: MessageId = error.id;
  return (
    <p id={id} className="field-error">
      {t(message, error.values)}
    </p>
  );
}

/** The ids a control's aria-describedby lists: its hint and its error, when shown. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}
