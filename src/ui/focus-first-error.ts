// After a refused submit, focus goes to the first field (in page order) that has an error, so keyboard and
// screen-reader users land on what needs fixing. Fields mark themselves with `data-field="<payload field>"`.
import { useEffect, type RefObject } from 'react';

export function focusFirstError(form: HTMLFormElement | null, errors: Readonly<Record<string, unknown>>): void {
  if (!form) return;
  for (const field of form.querySelectorAll<HTMLElement>('[data-field]')) {
    if (!(field.dataset.field! in errors)) continue;
    const target =
      field.querySelector<HTMLElement>('input[type=radio]:checked') ??
      field.querySelector<HTMLElement>('input:not([type=hidden]):not(:disabled), textarea, select, button:not(:disabled)');
    target?.focus();
    return;
  }
}

/** Focus the first invalid field each time `refusals` increases (once the errors are on screen). */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  errors: Readonly<Record<string, unknown>>,
  refusals: number,
): void {
  useEffect(() => {
    if (refusals > 0) focusFirstError(form.current, errors);
    // Only a new refusal moves focus; errors clearing as the user fixes fields must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);
}
