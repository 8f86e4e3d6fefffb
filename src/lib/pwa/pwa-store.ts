// What the service worker and the browser's install prompt allow right now, for the UI to offer.
import { create } from 'zustand';

interface PwaState {
  /** A new version is installed and waiting; `applyUpdate` activates it and reloads. */
  updateWaiting: boolean;
  applyUpdate: () => void;
  /** The browser offered installation (Chromium's beforeinstallprompt); `install` shows its prompt. */
  canInstall: boolean;
  install: () => Promise<void>;
}

export const usePwaStore = create<PwaState>(() => ({
  updateWaiting: false,
  applyUpdate: () => undefined,
  canInstall: false,
  install: async () => undefined,
}));
