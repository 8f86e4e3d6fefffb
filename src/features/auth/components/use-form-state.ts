import { useId, useState } from 'react';
import type { FieldErrors, FormCheck } from '@/domain/auth-schemas';

/**
 * Values, and which errors to show: a field's own error once it was left or the form was submitted (not
 * while the first characters are typed), and a server's field error until that field changes.
 */
export function useFormState<F extends string, T>(
  initial: Record<F, string>,
  check: (values: Record<F, string>) => FormCheck<T, F>,
) {
  const idPrefix = useId();
  const [values, setValues] = useState(initial);
  const [left, setLeft] = useState<ReadonlySet<F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const result = check(values);
  const ownErrors: FieldErrors<F> = result.ok ? {} : result.errors;
  const errorOf = (field: F, serverErrors?: FieldErrors<F>) =>
    serverErrors?.[field] ?? (submitted || left.has(field) ? ownErrors[field] : undefined);
  const inputId = (field: F) => `${idPrefix}-${field}`;
  const set = (field: F) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const leave = (field: F) => () => setLeft((s) => (s.has(field) ? s : new Set(s).add(field)));
  /** Submit: returns the checked value, or focuses the first field to fix. */
  const trySubmit = (order: readonly F[]): T | null => {
    setSubmitted(true);
    if (result.ok) return result.value;
    const first = order.find((f) => ownErrors[f] !== undefined);
    if (first) document.getElementById(inputId(first))?.focus();
    return null;
  };
  return { values, set, leave, errorOf, inputId, trySubmit };
}
