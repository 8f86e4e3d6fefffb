// Which account dialog is open. Anything may ask for sign-in (the header, a gated page, the outbox, a link's
// page once the password is reset).
import { create } from 'zustand';

/** `reset-request`: "Forgot your password?", asking for a reset link by e-mail. */
export type AuthDialogKind = 'sign-in' | 'sign-up' | 'reset-request';

interface AuthDialogState {
  open: boolean;
  /** The dialog shown, kept while it closes so its text does not change during the exit. */
  kind: AuthDialogKind;
  /** Set once a dialog was asked for: its code then stays loaded and mounted (focus return, animations). */
  requested: boolean;
  /** The address the opened form starts with (typed in the dialog it came from, or known from a link). */
  email: string;
}

export const useAuthDialogStore = create<AuthDialogState>(() => ({
  open: false,
  kind: 'sign-in',
  requested: false,
  email: '',
}));

export function openAuthDialog(kind: AuthDialogKind, { email = '' }: { email?: string } = {}): void {
  useAuthDialogStore.setState({ open: true, kind, requested: true, email });
}

export function closeAuthDialog(): void {
  useAuthDialogStore.setState({ open: false });
}

/**
 * Starts fetching the dialog's code and texts when a pointer or focus comes near a button that opens it. Its host
 * says how they load (setAuthDialogLoader), so the dialog's own imports never lead back here.
 */
export let preloadAuthDialog: () => unknown = () => undefined;

export function setAuthDialogLoader(load: () => unknown): void {
  preloadAuthDialog = load;
}
