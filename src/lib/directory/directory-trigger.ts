// Decides at start whether this page loads the directory's sync (docs/offline.md, "Directory on the device"), and
// starts it later when a signal arrives (the app installed, the third search). Loaded by app/after-start.ts: the
// sync's own code and its worker load only when it runs.
import { directoryDecision, readPrefs, savesData, SEARCH_EVENT, writePrefs } from './directory-prefs';

/** After start, so the download never competes with the first page's own requests. */
const START_DELAY_MS = 3_000;

export function startDirectoryTrigger(): void {
  const loads = (readPrefs().loads ?? 0) + 1;
  writePrefs({ loads: Math.min(loads, 1000) });
  const standalone =
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (standalone) writePrefs({ installed: true });
  let started = false;
  const decide = () => {
    if (started) return;
    const decision = directoryDecision(readPrefs(), { firstLoad: loads === 1, saveData: savesData(), standalone });
    if (decision === 'none') return;
    started = true;
    void import('./directory-engine').then(({ startDirectory }) => startDirectory(decision === 'sync'));
  };
  window.addEventListener('appinstalled', () => {
    writePrefs({ installed: true });
    decide();
  });
  window.addEventListener(SEARCH_EVENT, decide);
  setTimeout(decide, START_DELAY_MS);
}
