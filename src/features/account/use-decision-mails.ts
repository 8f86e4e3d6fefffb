// The account's decision e-mail switches as stored (contract/decision-mails.js), read from the session's own
// copy of the account record (the SDK's `pocketbase_auth` entry, which every PATCH of the record updates), so
// the first-load session mirror does not carry fields only this page shows.
import { useCallback } from 'react';
import { PUBLISHED_MAIL_ON_FIELD, REFUSED_MAIL_OFF_FIELD } from '@/domain/decision-mails';
import { changeDecisionMail } from '@/lib/auth/account-api';
import { readStoredValue, type SessionUser } from '@/lib/auth/session-store';

export type DecisionMail = 'refused' | 'published';

export function useStoredDecisionMails(user: SessionUser): Record<DecisionMail, boolean> {
  let record: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(readStoredValue() ?? '{}') as { record?: Record<string, unknown> };
    // Another account's entry (a sign-in elsewhere, not yet mirrored) says nothing about this one.
    if (parsed.record?.id === user.id) record = parsed.record;
  } catch {
    // Unreadable: the defaults.
  }
  return { refused: record[REFUSED_MAIL_OFF_FIELD] !== true, published: record[PUBLISHED_MAIL_ON_FIELD] === true };
}

/** Saves one of the account's decision e-mail switches. */
export function useDecisionMailChange(user: SessionUser): (which: DecisionMail, wanted: boolean) => Promise<void> {
  return useCallback((which: DecisionMail, wanted: boolean) => changeDecisionMail(user.id, which, wanted), [user.id]);
}
