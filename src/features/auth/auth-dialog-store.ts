// Which account dialog is open. Anything may ask for sign-in (the header, a gated page, the outbox).
import { create } from 'zustand';

export type AuthDialogKind = 'sign-in' | 'sign-up';

interface AuthDialogState {
  open: boolean;
  /** The dialog shown, kept while it closes so its text does not change during the exit. */
  kind: AuthDialogKind;
  /** Set once a dialog was asked for: its code then stays loaded and mounted (focus return, animations). */
  requested: boolean;
}

export const useAuthDialogStore = create<AuthDialogState>(() => ({ open: false, kind: 'sign-in', requested: false }));

export function openAuthDialog(kind: AuthDialogKind): void {
  useAuthDialogStore.setState({ open: true, kind, requested: true });
}

export function closeAuthDialog(): void {
  useAuthDialogStore.setState({ open: false });
}

/** Start fetching the dialog's code when a pointer or focus comes near a button that opens it. */
export function preloadAuthDialog(): void {
  void import('./components/auth-dialog');
}
