// Waiting counts, shared by the header badge and the queue tabs: one request serves both, and a decision
// refreshes them at once.
import { create } from 'zustand';
import { fetchCounts, type Counts } from './moderation-api';

export const useCountsStore = create<{ counts: Counts | null }>(() => ({ counts: null }));

let inFlight: Promise<void> | null = null;

export function refreshCounts(): Promise<void> {
  inFlight ??= fetchCounts()
    .then((counts) => useCountsStore.setState({ counts }))
    // The badge is a hint: a failed refresh keeps the last figures and the next one tries again.
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function clearCounts(): void {
  useCountsStore.setState({ counts: null });
}
