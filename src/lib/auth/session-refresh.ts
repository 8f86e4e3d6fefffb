// Keeps a stored session current: at start-up and whenever the connection comes back, an expired stored
// session is dropped and a valid one refreshed, which also brings a `verified` flag set meanwhile (the link
// opened on another device). The rules that keep tabs from undoing each other are in session-sync.ts.
// The requests load only when there is a session to refresh: a visitor's landing page pays nothing for them.
import { sessionTab } from './session-tab';

let started = false;

const settle = () => void sessionTab.settle();

/** Called once by the layout after the first render. */
export function startSessionRefresh(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  settle();
  window.addEventListener('online', settle);
}
