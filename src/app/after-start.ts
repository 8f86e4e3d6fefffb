// What the app starts once it is interactive (app/root-layout.tsx), in a chunk of its own so that none of it
// is first-load code: the service worker's registration, and the reporting of unhandled errors.
import { startReporting } from '@/lib/errors/client-errors';
import { registerServiceWorker } from '@/lib/pwa/service-worker';

export function afterStart() {
  startReporting();
  registerServiceWorker();
}
