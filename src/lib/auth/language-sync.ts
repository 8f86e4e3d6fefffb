// The account's language follows the interface language picked while signed in (docs/api.md "Accounts":
// Rayek's e-mails use it). A pick is written down first as a pending marker in localStorage, then sent; if it
// cannot be sent now (offline, no answer), it goes when the connection returns or at the next start. What to
// do with the marker at each moment is decided by domain/account-language.ts. The request code loads only
// when something is sent.
import { nextLanguageStep, parsePendingLanguage, type PendingLanguage } from '@/domain/account-language';
import type { Language } from '@/domain/languages';
import { create } from 'zustand';
import { useI18nStore } from '@/lib/i18n/language-store';
import { useSession } from './session-store';

export const PENDING_LANGUAGE_KEY = 'rayek_lang_pending';

function readPending(): PendingLanguage | null {
  try {
    return parsePendingLanguage(localStorage.getItem(PENDING_LANGUAGE_KEY));
  } catch {
    return null;
  }
}

/** The marker as views see it (the account page says a pick is not saved yet). */
const usePending = create<{ pending: PendingLanguage | null }>(() => ({
  pending: typeof localStorage === 'undefined' ? null : readPending(),
}));

/** The language this account picked that the server does not have yet, or null. */
export function usePendingLanguage(userId: string): Language | null {
  return usePending(({ pending }) => (pending?.userId === userId ? pending.language : null));
}

function writePending(pending: PendingLanguage | null): void {
  usePending.setState({ pending });
  try {
    if (pending) localStorage.setItem(PENDING_LANGUAGE_KEY, JSON.stringify(pending));
    else localStorage.removeItem(PENDING_LANGUAGE_KEY);
  } catch {
    // Storage refused: the pick is still sent now if it can be; only a later retry is lost.
  }
}

const same = (a: PendingLanguage | null, b: PendingLanguage) => a?.userId === b.userId && a.language === b.language;

let sending: Promise<void> | null = null;

/** Does what the marker calls for now; one request at a time, then looks again (a newer pick may wait). */
export function flushPendingLanguage(): Promise<void> {
  sending ??= (async () => {
    for (;;) {
      const pending = readPending();
      const step = nextLanguageStep({ pending, user: useSession.getState().user, online: navigator.onLine });
      if (step.kind === 'wait') return;
      if (step.kind === 'drop' || !pending) {
        writePending(null);
        return;
      }
      try {
        const { changeLanguage } = await import('./account-api');
        await changeLanguage(step.userId, step.language);
      } catch {
        // No answer, or a refusal: the marker stays for the next connection or start.
        return;
      }
      // Sent: the marker is done, unless a newer pick replaced it meanwhile (that one goes next).
      if (same(readPending(), pending)) {
        writePending(null);
        return;
      }
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}

let started = false;

/**
 * Called once by the layout after the first render, with the language shown then: a pick made while this code
 * loaded counts as a pick.
 */
export function startLanguageSync(shownAtStart: Language): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let shown = shownAtStart;
  const follow = (language: Language) => {
    if (language === shown) return;
    shown = language;
    const user = useSession.getState().user;
    if (!user) return;
    writePending({ userId: user.id, language });
    void flushPendingLanguage();
  };
  useI18nStore.subscribe(({ language }) => follow(language));
  follow(useI18nStore.getState().language);
  window.addEventListener('online', () => void flushPendingLanguage());
  // A marker waits for its own account: it goes once that account is signed in again.
  useSession.subscribe((session, before) => {
    if (session.user && session.user.id !== before.user?.id) void flushPendingLanguage();
  });
  void flushPendingLanguage();
}
