import type { OutboxForm } from './use-outbox-form';

/**
 * The four props every field of an outbox form takes from it: its name, the answer, the change handler and the
 * error. One place, so a field can never show one answer and write another.
 */
export function bindField<T, K extends keyof T & string>(form: Pick<OutboxForm<T>, 'values' | 'setField' | 'errors'>, name: K) {
  return {
    name,
    value: form.values[name],
    onChange: (value: T[K]) => form.setField(name, value),
    error: form.errors[name],
  };
}
