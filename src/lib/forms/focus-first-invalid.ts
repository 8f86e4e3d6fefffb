// After a refused submit, focus goes to the first field (in page order) that shows an error, so keyboard and
// screen-reader users land on what needs fixing and hear its error (the control's aria-describedby names it).
// Fields mark their wrapper with `data-field="<field name>"`.
import type { FieldErrors } from '@/domain/schemas/validate';
import { firstInvalidField } from './form-rules';

export function focusFirstInvalid(form: HTMLFormElement | null, shown: FieldErrors): void {
  if (!form) return;
  const wrappers = [...form.querySelectorAll<HTMLElement>('[data-field]')];
  const name = firstInvalidField(
    wrappers.map((w) => w.dataset.field!),
    shown,
  );
  const field = wrappers.find((w) => w.dataset.field === name);
  if (!field) return;
  const target =
    field.querySelector<HTMLElement>('input[type=radio]:checked') ??
    field.querySelector<HTMLElement>(
      'input:not([type=hidden]):not(:disabled), textarea, select, button:not(:disabled)',
    );
  target?.focus();
}
