// When a language picked while signed in is sent to the account (domain/account-language.ts): by its own
// account only, when online, and never again once the account has it.
import { describe, expect, it } from 'vitest';
import { nextLanguageStep, parsePendingLanguage } from '@/domain/account-language';

const alice = { id: 'aliceaaaaaaaaaa', language: 'ar' as const };
const pick = { userId: alice.id, language: 'fr' as const };

describe('a pending language', () => {
  it('is sent for its account when online', () => {
    expect(nextLanguageStep({ pending: pick, user: alice, online: true })).toEqual({
      kind: 'send',
      userId: alice.id,
      language: 'fr',
    });
  });

  it('waits while offline, signed out, or while another account is signed in', () => {
    expect(nextLanguageStep({ pending: pick, user: alice, online: false })).toEqual({ kind: 'wait' });
    expect(nextLanguageStep({ pending: pick, user: null, online: true })).toEqual({ kind: 'wait' });
    expect(nextLanguageStep({ pending: pick, user: { id: 'bobbbbbbbbbbbbb', language: 'ar' }, online: true })).toEqual({
      kind: 'wait',
    });
  });

  it('is dropped once the account has that language (even offline), and nothing happens without one', () => {
    expect(nextLanguageStep({ pending: pick, user: { ...alice, language: 'fr' }, online: false })).toEqual({
      kind: 'drop',
    });
    expect(nextLanguageStep({ pending: null, user: alice, online: true })).toEqual({ kind: 'wait' });
  });

  it('is read back from storage only when well formed', () => {
    expect(parsePendingLanguage(JSON.stringify(pick))).toEqual(pick);
    for (const raw of [null, '', 'not json', '{"userId":"x","language":"de"}', '{"language":"fr"}', '[]']) {
      expect(parsePendingLanguage(raw)).toBeNull();
    }
  });
});
