import { lazy, Suspense } from 'react';
import { ensureMessagePart } from '@/lib/i18n/language-store';
import { useAuthDialogStore } from '../auth-dialog-store';

// The dialog's texts (`auth.*`) are not in the first load either: they come with the pages where people write.
const AuthDialog = lazy(async () => {
  const [dialog] = await Promise.all([import('./auth-dialog'), ensureMessagePart('contribute')]);
  return dialog;
});

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
