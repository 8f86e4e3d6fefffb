// The write path every form shares (docs/architecture.md, rule 2): the answers live in a draft that survives reloads;
// submit validates them with the payload's schema (the same one the outbox re-checks), queues the value in the
// outbox, which sends it when it can, and clears the draft. The form then shows what became of the item.
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import type { FormError } from '@/domain/schemas/form-errors';
import type { Refusal } from '@/domain/schemas/refusal';
import type { WritableCollection } from '@/domain/schemas/payload-schemas';
import { validatePayload, type FieldErrors } from '@/domain/schemas/validate';
import { enqueue } from '@/lib/outbox/outbox';
import { useDraft } from '@/lib/forms/use-draft';
import { useOnline } from '@/lib/mirror/connectivity';
import { useOutboxItem } from './use-outbox-item';

export type FormPhase = 'editing' | 'saving' | 'saved' | 'error';

interface OutboxFormOptions<T, S extends v.GenericSchema> {
  collection: WritableCollection;
  schema: S;
  /** `<form>:<targetId>`, e.g. `institution-rating:abc…`: one draft per form and target. */
  draftKey: string;
  initial: T;
  /** What the item is about, shown by the outbox view (e.g. the institution's name). */
  label?: string | ((values: T) => string);
  /** The form's answers as the payload (e.g. the grade dropped unless it was received). */
  toPayload?: (values: T) => unknown;
}

export interface OutboxForm<T> {
  values: T;
  setField: <K extends keyof T>(field: K, value: T[K]) => void;
  errors: FieldErrors;
  /** Increases on each refused submit, so the view can move focus to the first error. */
  refusals: number;
  restored: boolean;
  phase: FormPhase;
  /** After the submit: what became of the queued item. */
  done: Delivery | null;
  submit: () => Promise<void>;
}

export interface Delivery {
  state: 'queued' | 'delivered' | 'failed';
  /** The server's reasons, when it refused the item. */
  errors: FormError[];
  /** Whether a correction in the outbox can fix the refusal (null unless refused). */
  refusal: Refusal | null;
  offline: boolean;
}

export function useOutboxForm<T extends Record<string, unknown>, S extends v.GenericSchema>(
  options: OutboxFormOptions<T, S>,
): OutboxForm<T> {
  const { collection, schema, draftKey, initial, label, toPayload } = options;
  // `restored` for the form means "earlier answers are back": a stored draft was found.
  const { value: values, setValue: setValues, found: restored, clear: clearDraft } = useDraft<T>(draftKey, initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusals, setRefusals] = useState(0);
  const [phase, setPhase] = useState<FormPhase>('editing');
  const [itemId, setItemId] = useState<string>();
  // Several changes can land before the draft re-renders (a click that sets two fields): build on the latest.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);

  const setField = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => {
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setValues(next);
      setErrors((current) => {
        if (!(field in current)) return current;
        const rest = { ...current };
        delete rest[field as string];
        return rest;
      });
    },
    [setValues],
  );

  const submit = useCallback(async () => {
    const checked = validatePayload(schema, toPayload ? toPayload(latest.current) : latest.current);
    if (!checked.ok) {
      setErrors(checked.errors);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    setPhase('saving');
    try {
      const text = typeof label === 'function' ? label(latest.current) : label;
      const id = await enqueue({ collection, payload: checked.value as Record<string, unknown>, label: text });
      await clearDraft();
      setItemId(id);
      setPhase('saved');
    } catch {
      // Nothing was queued (storage full or refused): the draft is intact, the user can try again.
      setPhase('error');
    }
  }, [schema, toPayload, collection, label, clearDraft]);

  const item = useOutboxItem(itemId);
  const online = useOnline();
  const done: Delivery | null =
    phase !== 'saved'
      ? null
      : {
          state: item.state === 'delivered' ? 'delivered' : item.state === 'failed' ? 'failed' : 'queued',
          errors: item.state === 'failed' ? item.errors : [],
          refusal: item.state === 'failed' ? item.refusal : null,
          offline: !online,
        };

  return { values, setField, errors, refusals, restored, phase, done, submit };
}
