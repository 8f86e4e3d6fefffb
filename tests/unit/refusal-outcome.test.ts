// After a submit, the headline and the offered way on follow what became of the item (once a refused
// rating was headed "Saved", and "correct it" was offered for refusals no edit can fix, like "already rated").
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/domain/languages';
import { refusalOf } from '@/domain/schemas/refusal';
import { doneOutcome, doneTexts, type DoneOutcome } from '@/ui/done-outcome';
import { format } from './lang-catalogues';

describe('refusalOf (server codes, docs/api.md "Error codes")', () => {
  it('is correctable when every refused field is a text the outbox can edit', () => {
    expect(refusalOf({ review: 'validation_min_text_constraint' })).toBe('correctable');
    expect(refusalOf({ review: 'validation_no_letters', course: 'validation_max_text_constraint' })).toBe(
      'correctable',
    );
    expect(refusalOf({ directory_listing: 'validation_invalid_url' })).toBe('correctable');
  });

  it('is final when no edit can help: already rated, the target gone or hidden, a score or a choice refused', () => {
    expect(refusalOf({ institution: 'validation_already_rated' })).toBe('final');
    // An instructor rating is "already rated" on its course: a text field, but changing it would rate another course.
    expect(refusalOf({ course: 'validation_already_rated' })).toBe('final');
    expect(refusalOf({ instructor: 'validation_instructor_unavailable' })).toBe('final');
    expect(refusalOf({ reported_id: 'validation_report_target_not_found' })).toBe('final');
    expect(refusalOf({ program: 'validation_missing_rel_records' })).toBe('final');
    expect(refusalOf({ tags: 'validation_invalid_value', review: 'validation_min_text_constraint' })).toBe('final');
    expect(refusalOf({})).toBe('final');
  });
});

describe('the page after a submit', () => {
  const OUTCOMES: DoneOutcome[] = ['sent', 'waiting', 'refused-correctable', 'refused-final'];

  it('takes its outcome from the delivery state and the refusal', () => {
    expect(doneOutcome('delivered', null)).toBe('sent');
    expect(doneOutcome('queued', null)).toBe('waiting');
    expect(doneOutcome('failed', 'correctable')).toBe('refused-correctable');
    expect(doneOutcome('failed', 'final')).toBe('refused-final');
  });

  it('heads each outcome differently in every language, and never a refusal as saved or sent', () => {
    for (const language of LANGUAGES) {
      const title = (outcome: DoneOutcome) => format(language, doneTexts(outcome, false).title);
      expect(new Set([title('sent'), title('waiting'), title('refused-final')]).size).toBe(3);
      expect(title('refused-correctable')).toBe(title('refused-final'));
      expect(title('refused-final')).not.toBe(title('sent'));
    }
  });

  it('says what happens next only for an item that will be reviewed, and where it is while it waits', () => {
    expect(OUTCOMES.filter((o) => doneTexts(o, false).next)).toEqual(['sent', 'waiting']);
    expect(doneTexts('waiting', true).progress).toBe('form.done.offline');
    expect(doneTexts('waiting', false).progress).toBe('form.done.sending');
    expect(doneTexts('sent', false).progress).toBeUndefined();
  });

  it('offers the outbox to correct a correctable refusal, and only to discard a final one', () => {
    expect(OUTCOMES.filter((o) => doneTexts(o, false).outboxLink)).toEqual(['refused-correctable', 'refused-final']);
    expect(doneTexts('refused-correctable', false).outboxLink).toBe('form.done.openOutbox');
    expect(doneTexts('refused-final', false).outboxLink).toBe('form.done.openOutboxFinal');
    for (const language of LANGUAGES) {
      expect(format(language, 'form.done.openOutboxFinal')).not.toBe(format(language, 'form.done.openOutbox'));
    }
  });
});
