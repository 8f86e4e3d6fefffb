// `useDraft(key, initial)`: form state that survives a reload. The value is restored from the `drafts` table
// once (until then `restored` is false, so a form can wait before showing its fields), and every change is
// written 400 ms after the last keystroke, and at once when the page is hidden or the form unmounts.
// `clear()` after a submit removes the draft and goes back to `initial`.
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from '@/lib/outbox/drafts';

export const DRAFT_DEBOUNCE_MS = 400;

export interface DraftState<T> {
  value: T;
  setValue: (next: T | ((previous: T) => T)) => void;
  /** The stored draft has been read (or there was none): the form can render its fields. */
  restored: boolean;
  /** A stored draft was found and applied: the form can say its earlier answers are back. */
  found: boolean;
  clear: () => Promise<void>;
}

export function useDraft<T extends Record<string, unknown>>(key: string, initial: T): DraftState<T> {
  const [state, setState] = useState<{ key: string; value: T; restored: boolean; found: boolean; edited: boolean }>({
    key,
    value: initial,
    restored: false,
    found: false,
    edited: false,
  });
  // The initial values of the latest render, read by the effects (a new object each render is not a new draft).
  const initialRef = useRef(initial);
  useEffect(() => {
    initialRef.current = initial;
  });
  // Unsaved change waiting for the debounce, written on unmount or when the page is hidden.
  const pending = useRef<{ key: string; value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const unsaved = pending.current;
    pending.current = null;
    if (unsaved) void saveDraft(unsaved.key, unsaved.value);
  }, []);

  useEffect(() => {
    let current = true;
    void loadDraft<T>(key).then(
      (stored) => {
        if (!current) return;
        // A stored draft overrides the initial values field by field, so a form that gained a field keeps working.
        // An answer given while the draft was still loading wins over it: never undo what the user just did.
        setState((s) => {
          if (s.key === key && s.edited) return { ...s, restored: true };
          const value = stored ? { ...initialRef.current, ...stored } : initialRef.current;
          return { key, value, restored: true, found: stored !== undefined, edited: false };
        });
      },
      () =>
        current &&
        setState((s) =>
          s.key === key && s.edited
            ? { ...s, restored: true }
            : { key, value: initialRef.current, restored: true, found: false, edited: false },
        ),
    );
    return () => {
      current = false;
      flush();
    };
  }, [key, flush]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
    };
  }, [flush]);

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      setState((s) => {
        const value = typeof next === 'function' ? next(s.value) : next;
        pending.current = { key: s.key, value };
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
        return { ...s, value, edited: true };
      });
    },
    [flush],
  );

  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = null;
    await clearDraft(key);
    setState({ key, value: initialRef.current, restored: true, found: false, edited: false });
  }, [key]);

  // While a new key's draft loads, show the initial values rather than another target's draft.
  const value = state.key === key ? state.value : initial;
  const same = state.key === key;
  return { value, setValue, restored: same && state.restored, found: same && state.found, clear };
}
