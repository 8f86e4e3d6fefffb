// What this device knows about its directory before loading any of the sync's code (localStorage `rayek_directory`):
// the reader's setting, and the signals that decide the first download (docs/offline.md, "Directory on the
// device"). Tiny on purpose: the start-up trigger (directory-trigger.ts) and the search box read it.
export const DIRECTORY_PREFS_KEY = 'rayek_directory';
/** Searches with the search box before the directory is worth its download on a browser tab. */
export const SEARCHES_BEFORE_DOWNLOAD = 3;
/** Told on `window` when a search counts, so a page already open can start the download. */
export const SEARCH_EVENT = 'rayek:search';

export interface DirectoryPrefs {
  /** The reader turned the offline directory off on this device. */
  off?: boolean;
  /** Page loads of the app on this device (the first one never downloads). */
  loads?: number;
  /** Searches made with the search box. */
  searches?: number;
  /** The app was installed from this browser (`appinstalled`), or opened installed. */
  installed?: boolean;
  /** A directory was stored on this device: load it at start and keep it current. */
  stored?: boolean;
  /** The last sync that failed (ms since epoch) and why, until one succeeds. */
  failedAt?: number;
  failure?: string;
}

export function readPrefs(): DirectoryPrefs {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DIRECTORY_PREFS_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as DirectoryPrefs) : {};
  } catch {
    // No storage (private modes, policies) or a damaged entry: nothing known.
    return {};
  }
}

export function writePrefs(patch: Partial<DirectoryPrefs>): DirectoryPrefs {
  const next = { ...readPrefs(), ...patch };
  try {
    localStorage.setItem(DIRECTORY_PREFS_KEY, JSON.stringify(next));
  } catch {
    // Without storage the directory is decided per page load.
  }
  return next;
}

/** Counts one search with the search box (once per text searched in an opening of the box). */
export function noteSearch(): void {
  const prefs = readPrefs();
  writePrefs({ searches: (prefs.searches ?? 0) + 1 });
  window.dispatchEvent(new Event(SEARCH_EVENT));
}

export interface DeviceSignals {
  /** This page load is the first of the app on this device. */
  firstLoad: boolean;
  /** The browser asks to save data (`navigator.connection.saveData`). */
  saveData: boolean;
  /** Running installed (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
}

/**
 * What to do at start: `none`; `load` the stored directory without asking the server (saving data); `sync`: load
 * what is stored and bring it up to date, or download it the first time.
 */
export function directoryDecision(prefs: DirectoryPrefs, signals: DeviceSignals): 'none' | 'load' | 'sync' {
  if (prefs.off) return 'none';
  if (prefs.stored) return signals.saveData ? 'load' : 'sync';
  if (signals.firstLoad || signals.saveData) return 'none';
  const wanted = signals.standalone || prefs.installed || (prefs.searches ?? 0) >= SEARCHES_BEFORE_DOWNLOAD;
  return wanted ? 'sync' : 'none';
}

/** The browser's save-data wish (Network Information API, Chromium; absent elsewhere: false). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
