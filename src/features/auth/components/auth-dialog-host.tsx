import { lazy, Suspense } from 'react';
import { loadAuthDialog, useAuthDialogStore } from '../auth-dialog-store';

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
