// When the last verification e-mail was sent, per address, kept in localStorage so the 60-second wait before
// the next one survives a reload (and a test can backdate it). A zustand mirror lets views follow changes.
import { create } from 'zustand';

export const VERIFICATION_SENT_KEY = 'rayek_verification_sent';

type SentTimes = Record<string, number>;

function readStored(): SentTimes {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VERIFICATION_SENT_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, at]) => typeof at === 'number')) as SentTimes;
  } catch {
    return {};
  }
}

const useSentTimes = create<SentTimes>(() => (typeof localStorage === 'undefined' ? {} : readStored()));

const keyOf = (email: string) => email.trim().toLowerCase();

export function recordVerificationSent(email: string, at: number): void {
  // Only the latest address matters: one account per device at a time.
  const times = { [keyOf(email)]: at };
  try {
    localStorage.setItem(VERIFICATION_SENT_KEY, JSON.stringify(times));
  } catch {
    // Storage refused: the wait still holds until the page is reloaded.
  }
  useSentTimes.setState(times, true);
}

/** When the last e-mail to this address was sent (ms), or null. */
export function useVerificationSentAt(email: string): number | null {
  return useSentTimes((times) => times[keyOf(email)] ?? null);
}
