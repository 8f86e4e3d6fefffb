// The one form hook: values, the errors of the valibot schema shown by the rules of form-rules.ts, the server's
// refusals, the submitting state and focus on the first invalid field after a refused submit. The account
// dialogs use it as is; the outbox forms add a draft and the outbox on top (use-outbox-form.ts).
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import type * as v from 'valibot';
import type { FormError, FormRefusal } from '@/domain/schemas/form-errors';
import { validatePayload, type FieldErrors } from '@/domain/schemas/validate';
import { focusFirstInvalid } from './focus-first-invalid';
import { formReducer, INITIAL_META, showsSummary, visibleErrors } from './form-rules';

/** Values kept outside the form (the outbox forms' draft). */
export interface ValueStore<T> {
  value: T;
  setValue: (next: T) => void;
}

export interface FormOptions<T, S extends v.GenericSchema> {
  schema: S;
  initial: T;
  /** Where the values live, if not in the form itself. */
  store?: ValueStore<T>;
  /** The values as the schema's input (e.g. an answer kept in the form but not sent). */
  toInput?: (values: T) => unknown;
  /** A refusal known when the form opens (an outbox item the server refused): shown, focus on its first field. */
  refusal?: FormRefusal;
  /** Sends the checked value; resolves with the server's refusal, or nothing once accepted. Never throws. */
  onSubmit: (value: v.InferOutput<S>) => Promise<FormRefusal | void>;
}

/** What a field component takes from the form: one place, so a field never shows one answer and writes another. */
export interface FieldBinding<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  /** Focus left the field (a group counts as left only when focus leaves the whole group). */
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  error: FormError | undefined;
}

export interface Form<T> {
  values: T;
  setField: <K extends keyof T & string>(field: K, value: T[K]) => void;
  field: <K extends keyof T & string>(name: K) => FieldBinding<T[K]>;
  /** The field errors on screen. */
  errors: FieldErrors;
  /** The server's refusal of the whole form, until an answer changes. */
  alert: FormError | undefined;
  /** After a refused submit, while errors remain: the summary above the submit button shows. */
  summary: boolean;
  submitting: boolean;
  /** Spread on the <form>: the browser's own validation off (the schema's messages are shown instead). */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  submit: () => Promise<void>;
}

export function useForm<T extends Record<string, unknown>, S extends v.GenericSchema>(
  options: FormOptions<T, S>,
): Form<T> {
  const { schema, initial, store, toInput, refusal, onSubmit } = options;
  const [ownValues, setOwnValues] = useState(initial);
  const values = store ? store.value : ownValues;
  const setValues = store ? store.setValue : setOwnValues;
  const [meta, dispatch] = useReducer(formReducer, refusal, (known) =>
    known ? formReducer(INITIAL_META, { type: 'answered', refusal: known }) : INITIAL_META,
  );
  const element = useRef<HTMLFormElement | null>(null);
  // Several changes can land before the next render (a click that sets two fields): build on the latest.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  // A second click before the first submit's state is rendered must not send twice.
  const sending = useRef(false);

  const input = useCallback((current: T) => (toInput ? toInput(current) : current), [toInput]);
  const checked = useMemo(() => validatePayload(schema, input(values)), [schema, input, values]);
  const errors = visibleErrors(meta, checked.ok ? {} : checked.errors);

  // Only a new refusal moves focus; errors changing as the user fixes fields must not.
  const shown = useRef(errors);
  useEffect(() => {
    shown.current = errors;
  });
  useEffect(() => {
    if (meta.refusals > 0) focusFirstInvalid(element.current, shown.current);
  }, [meta.refusals]);

  const setField = useCallback(
    <K extends keyof T & string>(field: K, value: T[K]) => {
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setValues(next);
      dispatch({ type: 'edit', field });
    },
    [setValues],
  );

  const leave = useCallback((field: string, event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    // Going to the submit button is no leaving: the submit shows every error at once, while an error
    // appearing now, between the press and the release, would push the button away from the pointer.
    if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === element.current) return;
    dispatch({ type: 'leave', field });
  }, []);

  const submit = useCallback(async () => {
    if (sending.current) return;
    const check = validatePayload(schema, input(latest.current));
    dispatch({ type: 'submit', valid: check.ok });
    if (!check.ok) return;
    sending.current = true;
    let answer: FormRefusal | undefined;
    try {
      answer = (await onSubmit(check.value)) ?? undefined;
    } finally {
      sending.current = false;
      dispatch({ type: 'answered', refusal: answer });
    }
  }, [schema, input, onSubmit]);

  const field = <K extends keyof T & string>(name: K): FieldBinding<T[K]> => ({
    name,
    value: values[name],
    onChange: (value: T[K]) => setField(name, value),
    onBlur: (event: FocusEvent<HTMLElement>) => leave(name, event),
    error: errors[name],
  });

  return {
    values,
    setField,
    field,
    errors,
    alert: meta.alert,
    summary: showsSummary(meta, errors),
    submitting: meta.submitting,
    formProps: {
      ref: element,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        void submit();
      },
    },
    submit,
  };
}
