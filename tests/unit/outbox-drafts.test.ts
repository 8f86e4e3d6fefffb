// Drafts (lib/outbox/drafts.ts): a form's contents survive until it is submitted, per form and target.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from '@/lib/outbox/drafts';

describe('drafts', () => {
  it('stores, reloads, replaces and clears a form’s contents by key', async () => {
    expect(await loadDraft('institution-rating:aaaaaaaaaaaaaaa')).toBeUndefined();
    await saveDraft('institution-rating:aaaaaaaaaaaaaaa', { review: 'First words', reputation: 4 });
    await saveDraft('institution-rating:bbbbbbbbbbbbbbb', { review: 'Another place' });
    expect(await loadDraft('institution-rating:aaaaaaaaaaaaaaa')).toEqual({ review: 'First words', reputation: 4 });
    await saveDraft('institution-rating:aaaaaaaaaaaaaaa', { review: 'First words, then more', reputation: 5 });
    expect(await loadDraft('institution-rating:aaaaaaaaaaaaaaa')).toEqual({
      review: 'First words, then more',
      reputation: 5,
    });
    await clearDraft('institution-rating:aaaaaaaaaaaaaaa');
    expect(await loadDraft('institution-rating:aaaaaaaaaaaaaaa')).toBeUndefined();
    expect(await loadDraft('institution-rating:bbbbbbbbbbbbbbb')).toEqual({ review: 'Another place' });
  });
});
