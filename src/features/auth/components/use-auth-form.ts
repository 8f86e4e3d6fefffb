import type { FormEvent } from 'react';
import type { FieldErrors, FormCheck } from '@/domain/auth-schemas';
import { useFormState } from './use-form-state';

interface AuthRequest<T> {
  submit: (value: T) => Promise<unknown>;
  /** Forget the server's last refusal: it was about answers the user is now changing. */
  clearFailure: () => void;
}

/**
 * The sign-in and sign-up forms' wiring: a change clears the server's last refusal; submit sends the checked
 * answers, or moves focus to the first field (in `order`) to fix.
 */
export function useAuthForm<F extends string, T>(
  initial: Record<F, string>,
  check: (values: Record<F, string>) => FormCheck<T, F>,
  order: readonly F[],
  { submit, clearFailure }: AuthRequest<T>,
) {
  const form = useFormState<F, T>(initial, check);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.trySubmit(order);
    if (value) void submit(value);
  };
  /** The props an AuthField takes from the form; the server's field errors win over the form's own. */
  const fieldProps = (field: F, serverErrors?: FieldErrors<F>) => ({
    id: form.inputId(field),
    value: form.values[field],
    error: form.errorOf(field, serverErrors),
    onChange: (value: string) => {
      clearFailure();
      form.set(field)(value);
    },
    onBlur: form.leave(field),
  });
  return { values: form.values, onSubmit, fieldProps };
}
