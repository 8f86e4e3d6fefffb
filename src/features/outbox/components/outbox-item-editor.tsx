import { useId, useState, type FormEvent } from 'react';
import type { FormError } from '@/domain/schemas/form-errors';
import type { CorrectableField } from '@/domain/schemas/refusal';
import { useT } from '@/lib/i18n/use-t';
import { EDITABLE_FIELDS, fieldErrorOf } from '../outbox-texts';
import { checkOutboxPayload, type OutboxItem } from '../use-outbox';

interface EditorProps {
  item: OutboxItem;
  fields: readonly CorrectableField[];
  onSave: (payload: Record<string, unknown>) => void;
  onCancel: () => void;
}

/**
 * Fix the text the server refused, in place, then send the item again with the same id. The edited body is
 * checked with the form's own schema first, so a fix that is still wrong is said here, not by the server.
 */
export function OutboxItemEditor({ item, fields, onSave, onCancel }: EditorProps) {
  const t = useT();
  const baseId = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((name) => [name, typeof item.payload[name] === 'string' ? (item.payload[name] as string) : ''])),
  );
  const serverErrors = (): Record<string, FormError> =>
    Object.fromEntries(Object.entries(item.error?.fields ?? {}).map(([name, code]) => [name, fieldErrorOf(name, code)]));
  const [errors, setErrors] = useState<Record<string, FormError>>(serverErrors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkOutboxPayload(item.collection, { ...item.payload, ...values });
    if (!checked.ok) {
      setErrors({ ...checked.errors });
      const first = fields.find((name) => name in checked.errors);
      if (first) document.getElementById(`${baseId}-${first}`)?.focus();
      return;
    }
    onSave(checked.value);
  };
  return (
    <form className="outbox-editor" onSubmit={submit} noValidate>
      {fields.map((name) => {
        const field = EDITABLE_FIELDS[name];
        const id = `${baseId}-${name}`;
        const error = errors[name];
        const errorId = error ? `${id}-error` : undefined;
        const common = {
          id,
          value: values[name] ?? '',
          maxLength: field.max,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': errorId,
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
        };
        return (
          <div className="outbox-editor-field" key={name}>
            <label htmlFor={id}>{t(field.label)}</label>
            {field.multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
            {error ? (
              <p className="outbox-field-error" id={errorId}>
                {t(error.id, error.values)}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="outbox-actions">
        <button type="submit" className="button">
          {t('outbox.edit.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('outbox.edit.cancel')}
        </button>
      </div>
    </form>
  );
}
