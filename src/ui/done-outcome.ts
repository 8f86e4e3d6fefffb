// What the page after a submit says for each outcome of the queued item, so the headline and the offered way
// on always match what happened: delivered, still on the device, or refused (correctable in the outbox, or not).
import type { Refusal } from '@/domain/schemas/refusal';
import type { MessageId } from '@/lib/i18n/use-t';

export type DoneOutcome = 'sent' | 'waiting' | 'refused-correctable' | 'refused-final';

export function doneOutcome(state: 'queued' | 'delivered' | 'failed', refusal: Refusal | null): DoneOutcome {
  if (state === 'delivered') return 'sent';
  if (state === 'queued') return 'waiting';
  return refusal === 'correctable' ? 'refused-correctable' : 'refused-final';
}

export interface DoneTexts {
  title: MessageId;
  /** Whether the page says what happens next (the form's own message: "published after moderation"). */
  next: boolean;
  /** Where the item is, while it waits. */
  progress?: MessageId;
  /** The link to the outbox, worded for what can be done there. */
  outboxLink?: MessageId;
}

export function doneTexts(outcome: DoneOutcome, offline: boolean): DoneTexts {
  switch (outcome) {
    case 'sent':
      return { title: 'form.done.sent', next: true };
    case 'waiting':
      return { title: 'form.done.waiting', next: true, progress: offline ? 'form.done.offline' : 'form.done.sending' };
    case 'refused-correctable':
      return { title: 'form.done.notAccepted', next: false, outboxLink: 'form.done.openOutbox' };
    case 'refused-final':
      return { title: 'form.done.notAccepted', next: false, outboxLink: 'form.done.openOutboxFinal' };
  }
}
