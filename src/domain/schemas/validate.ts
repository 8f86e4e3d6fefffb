// One call for forms and the outbox: check a payload against its schema and get either the value to send
// (trimmed, unknown keys dropped) or the first error of each field, ready for the UI to translate.
import * as v from 'valibot';
import { formError, missingError, type FormError } from './form-errors';

export type FieldErrors = Readonly<Record<string, FormError>>;

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function validatePayload<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, FormError> = {};
  for (const issue of result.issues) {
    // A tag's error belongs to the tags field; an error of the whole object (none today) to "form".
    const field = issue.path?.[0]?.key;
    const name = typeof field === 'string' ? field : 'form';
    // A key left out of the object is reported by the object schema itself, with valibot's own text.
    const missing =
      issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && field !== undefined;
    errors[name] ??= missing ? missingError(name) : formError(issue.message, name);
  }
  return { ok: false, errors };
}
