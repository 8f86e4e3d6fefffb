// The header badge's number. Read from a small store the lazily started outbox runtime keeps current, so the
// header (on every page, in the first load) never loads Dexie for it.
import { useOutboxStatus } from '@/lib/outbox/outbox-status';

export function useOutboxPendingCount(): number {
  return useOutboxStatus((s) => s.pending);
}
