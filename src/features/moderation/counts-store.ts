// Waiting counts, shared by the header badge and the queue tabs: one request serves both, and a decision
// refreshes them at once.
import { create } from 'zustand';
import { fetchCounts, type Counts } from './moderation-api';

/** `failed`: the last refresh got no answer (the moderation page then opens on its first queue). */
export const useCountsStore = create<{ counts: Counts | null; failed: boolean }>(() => ({
  counts: null,
  failed: false,
}));

let inFlight: Promise<void> | null = null;

export function refreshCounts(): Promise<void> {
  inFlight ??= fetchCounts()
    .then((counts) => useCountsStore.setState({ counts, failed: false }))
    // The badge is a hint: a failed refresh keeps the last figures and the next one tries again.
    .catch(() => useCountsStore.setState({ failed: true }))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function clearCounts(): void {
  useCountsStore.setState({ counts: null, failed: false });
}
