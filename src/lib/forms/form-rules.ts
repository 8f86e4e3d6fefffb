// The rules every form follows (the account dialogs and the outbox forms alike), as pure functions so they are
// written once and tested without a browser:
// - A field's own error (from the schema) shows once the user has changed the field and then left it, or once
//   a submit was tried; from then on it follows the answer as it is typed, so it goes away as soon as it is
//   fixed. Nobody is scolded for a field they have not reached, nor while typing its first characters.
// - A server's refusal of a field shows until that field changes; a refusal of the whole form until any does.
// - A refused submit (by the form's own check or by the server's answer) counts once, so the view moves focus
//   to the first invalid field in page order exactly then, and never while the user is fixing things.
// - While a submit is in flight, further submits are ignored (the button stays focusable: aria-disabled).
import type { FormError, FormRefusal } from '@/domain/schemas/form-errors';
import type { FieldErrors } from '@/domain/schemas/validate';

export interface FormMeta {
  /** Fields the user has changed. */
  edited: ReadonlySet<string>;
  /** Fields changed and then left: their own errors show. */
  touched: ReadonlySet<string>;
  /** A submit was tried: every own error shows. */
  submitted: boolean;
  /** The server's last refusal, field by field, until each field changes. */
  server: FieldErrors;
  /** The server's last refusal of the whole form, until any field changes. */
  alert: FormError | undefined;
  /** Refused submits so far: the view moves focus when this grows. */
  refusals: number;
  submitting: boolean;
}

export type FormEvent =
  | { type: 'edit'; field: string }
  | { type: 'leave'; field: string }
  /** Submit tried; `valid` says whether the form's own check passed (if so, sending starts). */
  | { type: 'submit'; valid: boolean }
  /** The submit's answer: a refusal, or nothing (accepted). */
  | { type: 'answered'; refusal?: FormRefusal };

export const INITIAL_META: FormMeta = {
  edited: new Set(),
  touched: new Set(),
  submitted: false,
  server: {},
  alert: undefined,
  refusals: 0,
  submitting: false,
};

function withField(set: ReadonlySet<string>, field: string): ReadonlySet<string> {
  return set.has(field) ? set : new Set(set).add(field);
}

function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

export function formReducer(meta: FormMeta, event: FormEvent): FormMeta {
  switch (event.type) {
    case 'edit':
      return {
        ...meta,
        edited: withField(meta.edited, event.field),
        server: withoutField(meta.server, event.field),
        alert: undefined,
      };
    case 'leave':
      return meta.edited.has(event.field) ? { ...meta, touched: withField(meta.touched, event.field) } : meta;
    case 'submit':
      // A click while sending is no new submit (the button only looks disabled, so focus stays on it).
      if (meta.submitting) return meta;
      return event.valid
        ? { ...meta, submitted: true, submitting: true, server: {}, alert: undefined }
        : { ...meta, submitted: true, refusals: meta.refusals + 1 };
    case 'answered': {
      const fields = event.refusal?.fields ?? {};
      const refusedFields = Object.keys(fields).length > 0;
      return {
        ...meta,
        submitting: false,
        server: fields,
        alert: event.refusal?.form,
        refusals: refusedFields ? meta.refusals + 1 : meta.refusals,
      };
    }
  }
}

/** The errors on screen: the server's for a field it refused, else the field's own once it is due. */
export function visibleErrors(meta: FormMeta, own: FieldErrors): FieldErrors {
  const shown: Record<string, FormError> = {};
  for (const [field, error] of Object.entries(own)) {
    if (meta.submitted || meta.touched.has(field)) shown[field] = error;
  }
  return { ...shown, ...meta.server };
}

/** The summary above the submit button ("fix the answers marked") shows after a refused submit only. */
export function showsSummary(meta: FormMeta, shown: FieldErrors): boolean {
  return meta.submitted && !meta.submitting && Object.keys(shown).length > 0;
}

/** The field focus goes to after a refused submit: the first, in page order, that shows an error. */
export function firstInvalidField(fieldsInPageOrder: Iterable<string>, shown: FieldErrors): string | undefined {
  for (const field of fieldsInPageOrder) if (Object.hasOwn(shown, field)) return field;
  return undefined;
}
