// The write path every contribution form shares (docs/architecture.md, rule 2): the one form hook (use-form.ts)
// with its answers kept in a draft that survives reloads; a submit that passes the payload's schema (the same
// one the outbox re-checks) queues the value in the outbox, which sends it when it can, and clears the draft.
// The form then shows what became of the item.
import { useCallback, useState } from 'react';
import type * as v from 'valibot';
import type { FormError } from '@/domain/schemas/form-errors';
import type { Refusal } from '@/domain/schemas/refusal';
import type { WritableCollection } from '@/domain/schemas/payload-schemas';
import { enqueue, type NewOutboxItem } from '@/lib/outbox/outbox';
import { useDraft } from '@/lib/forms/use-draft';
import { useOnline } from '@/lib/mirror/connectivity';
import { useForm, type Form } from './use-form';
import { useOutboxItem } from './use-outbox-item';

/** `failed`: nothing could be queued on this device (the draft is intact). */
export type FormPhase = 'editing' | 'saved' | 'failed';

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
  /** A create named for the views (outbox.ts `kind`). */
  kind?: NewOutboxItem['kind'];
  /**
   * Queues the checked payload some other way than a create (a reply, one item per rating) and returns the
   * item's id; the default is `enqueue`.
   */
  queue?: (payload: Record<string, unknown>, label: string | undefined) => Promise<string>;
}

export interface OutboxForm<T> extends Form<T> {
  /** Earlier answers came back from a stored draft. */
  restored: boolean;
  phase: FormPhase;
  /** After the submit: what became of the queued item. */
  done: Delivery | null;
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
  const { collection, schema, draftKey, initial, label, toPayload, kind, queue } = options;
  const draft = useDraft<T>(draftKey, initial);
  const [phase, setPhase] = useState<FormPhase>('editing');
  const [itemId, setItemId] = useState<string>();
  const { clear: clearDraft } = draft;

  const send = useCallback(
    async (payload: unknown) => {
      setPhase('editing');
      try {
        const text = typeof label === 'function' ? label(draft.value) : label;
        const body = payload as Record<string, unknown>;
        const id = queue ? await queue(body, text) : await enqueue({ collection, payload: body, label: text, kind });
        await clearDraft();
        setItemId(id);
        setPhase('saved');
      } catch {
        // Nothing was queued (storage full or refused): the draft is intact, the user can try again.
        setPhase('failed');
      }
    },
    [collection, label, draft.value, clearDraft, queue, kind],
  );
  const form = useForm<T, S>({ schema, initial, store: draft, toInput: toPayload, onSubmit: send });

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

  // `restored` for the form means "earlier answers are back": a stored draft was found.
  return { ...form, restored: draft.found, phase, done };
}
