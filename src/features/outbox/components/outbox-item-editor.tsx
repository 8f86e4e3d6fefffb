import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { codeText, EDITABLE_FIELDS } from '../outbox-texts';
import type { OutboxItem } from '../use-outbox';

interface EditorProps {
  item: OutboxItem;
  fields: readonly string[];
  onSave: (payload: Record<string, unknown>) => void;
  onCancel: () => void;
}

/** Fix the text the server refused, in place, then send the item again with the same id. */
export function OutboxItemEditor({ item, fields, onSave, onCancel }: EditorProps) {
  const t = useT();
  const baseId = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((name) => [name, typeof item.payload[name] === 'string' ? (item.payload[name] as string) : ''])),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...item.payload, ...values });
  };
  return (
    <form className="outbox-editor" onSubmit={submit}>
      {fields.map((name) => {
        const field = EDITABLE_FIELDS[name]!;
        const id = `${baseId}-${name}`;
        const code = item.error?.fields?.[name];
        const errorId = code ? `${id}-error` : undefined;
        const common = {
          id,
          value: values[name] ?? '',
          maxLength: field.max,
          'aria-invalid': code ? true : undefined,
          'aria-describedby': errorId,
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
        };
        return (
          <div className="outbox-editor-field" key={name}>
            <label htmlFor={id}>{t(field.label)}</label>
            {field.multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
            {code ? (
              <p className="outbox-field-error" id={errorId}>
                {t(codeText(code))}
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
