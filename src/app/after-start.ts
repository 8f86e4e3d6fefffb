// What the app starts once it is interactive (app/root-layout.tsx), in a chunk of its own so that none of it
// is first-load code: the service worker's registration, the reporting of unhandled errors, and the notice of
// moderators' decisions about what the signed-in account wrote (its own chunk too), and the trigger of the
// directory kept on the device (its sync loads only when it runs).
import { startDirectoryTrigger } from '@/lib/directory/directory-trigger';
import { startReporting } from '@/lib/errors/client-errors';
import { registerServiceWorker } from '@/lib/pwa/service-worker';

export function afterStart() {
  startReporting();
  registerServiceWorker();
  startDirectoryTrigger();
  void import('@/features/contributions/decision-notices').then(({ startDecisionNotices }) => startDecisionNotices());
}
