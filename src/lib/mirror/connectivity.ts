// Whether the mirror is current. "Offline" is not a mode of the app (docs/architecture.md, rule 1): it only means the
// last refresh failed, or the browser says there is no network. The offline banner reads this; feature
// hooks refresh again when `epoch` moves (the connection came back).
import { create } from 'zustand';

interface Connectivity {
  /** navigator.onLine, followed through the online/offline events. */
  browserOnline: boolean;
  /** The last refresh failed for want of a server answer, and none has succeeded since. */
  failing: boolean;
  /** Bumped when the connection returns: every mounted view refreshes its data. */
  epoch: number;
}

export const useConnectivity = create<Connectivity>(() => ({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  failing: false,
  epoch: 0,
}));

export function reportRefreshSuccess(): void {
  if (useConnectivity.getState().failing) useConnectivity.setState({ failing: false });
}

export function reportRefreshFailure(): void {
  if (!useConnectivity.getState().failing) useConnectivity.setState({ failing: true });
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () =>
    useConnectivity.setState((s) => ({ browserOnline: true, epoch: s.epoch + 1 })),
  );
  window.addEventListener('offline', () => useConnectivity.setState({ browserOnline: false }));
}

/**
 * Whether the browser believes it is online: a hint for messages only (the outbox decides by trying, the
 * mirror by refreshing).
 */
export function useOnline(): boolean {
  return useConnectivity((s) => s.browserOnline);
}

/** True when what is shown may be stale: the banner says so, with the age of the data. */
export function useIsOffline(): boolean {
  return useConnectivity((s) => !s.browserOnline || s.failing);
}
