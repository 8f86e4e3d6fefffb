import { lazy, Suspense } from 'react';
import { ensureMessagePart } from '@/lib/i18n/language-store';
import { setAuthDialogLoader, useAuthDialogStore } from '@/slices/account/auth-dialog-store';

/**
 * The dialog's code and its texts: neither is in the first load (`auth.*` texts come with the pages where people
 * write, scripts/build/prerender-messages.ts).
 */
async function loadAuthDialog() {
  const [dialog] = await Promise.all([import('./auth-dialog'), ensureMessagePart('contribute')]);
  return dialog;
}

setAuthDialogLoader(loadAuthDialog);
const AuthDialog = lazy(loadAuthDialog);

/** Mounted once by the layout; the dialog's code (and Radix) loads only when someone asks for it. */
export function AuthDialogHost() {
  const requested = useAuthDialogStore((s) => s.requested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
