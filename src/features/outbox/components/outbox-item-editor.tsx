import { useId, useMemo } from 'react';
import type { CorrectableField } from '@/domain/schemas/refusal';
import { useForm } from '@/lib/forms/use-form';
import { useT } from '@/lib/i18n/use-t';
import { SubmitButton } from '@/ui/submit-button';
import { EDITABLE_FIELDS, fieldErrorOf } from '../outbox-texts';
import { outboxSchemaOf, type OutboxItem } from '../use-outbox';

interface EditorProps {
  item: OutboxItem;
  fields: readonly CorrectableField[];
  onSave: (payload: Record<string, unknown>) => void;
  onCancel: () => void;
}

/**
 * Fix the text the server refused, in place, then send the item again with the same id. The form opens with
 * the server's reasons on their fields (focus on the first); the edited body is checked with the form's own
 * schema first, so a fix that is still wrong is said here, not by the server.
 */
export function OutboxItemEditor({ item, fields, onSave, onCancel }: EditorProps) {
  const t = useT();
  const baseId = useId();
  const initial = useMemo(
    () =>
      Object.fromEntries(
        fields.map((name) => [name, typeof item.payload[name] === 'string' ? (item.payload[name] as string) : '']),
      ),
    [fields, item.payload],
  );
  const refusal = useMemo(
    () => ({
      fields: Object.fromEntries(
        Object.entries(item.error?.fields ?? {}).map(([name, code]) => [name, fieldErrorOf(name, code)]),
      ),
    }),
    [item.error],
  );
  const form = useForm({
    schema: outboxSchemaOf(item.collection),
    initial,
    refusal,
    toInput: (values: Record<string, string>) => ({ ...item.payload, ...values }),
    onSubmit: async (payload) => onSave(payload),
  });
  return (
    <form className="outbox-editor" {...form.formProps}>
      {fields.map((name) => {
        const field = EDITABLE_FIELDS[name];
        const { value, onChange, onBlur, error } = form.field(name);
        const id = `${baseId}-${name}`;
        const errorId = error ? `${id}-error` : undefined;
        const common = {
          id,
          value,
          maxLength: field.max,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': errorId,
          onChange: (e: { target: { value: string } }) => onChange(e.target.value),
          onBlur,
        };
        return (
          <div className="outbox-editor-field" key={name} data-field={name}>
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
        <SubmitButton submitting={form.submitting}>{t('outbox.edit.save')}</SubmitButton>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('outbox.edit.cancel')}
        </button>
      </div>
    </form>
  );
}
