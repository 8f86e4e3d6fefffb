// The account's language (the one Rayek's e-mails use) follows the interface language the user picks while
// signed in. A pick that could not reach the server yet is kept as a pending marker (lib/auth/language-sync.ts)
// and sent later; this decides, from the marker and the moment, what to do with it.
import { isLanguage, type Language } from './languages';

/** A language picked by an account and not yet confirmed by the server. */
export interface PendingLanguage {
  userId: string;
  language: Language;
}

export type LanguageStep =
  /** Nothing to do now; the marker (if any) stays. */
  | { kind: 'wait' }
  /** The account has this language already: forget the marker. */
  | { kind: 'drop' }
  | { kind: 'send'; userId: string; language: Language };

export interface LanguageMoment {
  pending: PendingLanguage | null;
  /** The signed-in account and the language its stored record has, or null when signed out. */
  user: { id: string; language: Language } | null;
  online: boolean;
}

export function nextLanguageStep({ pending, user, online }: LanguageMoment): LanguageStep {
  if (!pending) return { kind: 'wait' };
  // Only the account that picked it can send it (with its own session): another account's marker waits for it.
  if (!user || user.id !== pending.userId) return { kind: 'wait' };
  if (user.language === pending.language) return { kind: 'drop' };
  if (!online) return { kind: 'wait' };
  return { kind: 'send', userId: pending.userId, language: pending.language };
}

/** The stored marker, or null when there is none or it is unreadable. */
export function parsePendingLanguage(raw: string | null): PendingLanguage | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { userId?: unknown; language?: unknown };
    return typeof value.userId === 'string' && value.userId && isLanguage(value.language)
      ? { userId: value.userId, language: value.language }
      : null;
  } catch {
    return null;
  }
}
