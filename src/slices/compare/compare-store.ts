// The pending comparison: what the student picked on record pages and search results before opening /compare,
// persisted in localStorage so it survives navigation and reloads. Once /compare is open its URL is the
// source of truth (the page writes its selection back here, so the record pages agree with it).
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  addToSelection,
  EMPTY_SELECTION,
  removeFromSelection,
  type AddOutcome,
  type CompareSelection,
} from '@/domain/compare';
import { COMPARE_STORAGE_KEY, compareIds, isCompareKind, type CompareKind } from '@/domain/compare-search';

const useCompareStore = create<CompareSelection>()(
  persist((): CompareSelection => EMPTY_SELECTION, {
    name: COMPARE_STORAGE_KEY,
    // Storage can be disabled (private modes, policies): the selection then lasts as long as the page.
    storage: createJSONStorage(() => localStorage),
    // A stored value edited by hand or written by another version is cleaned like a URL's.
    merge: (stored, current) => {
      const { kind, ids } = (stored ?? {}) as Partial<CompareSelection>;
      const valid = isCompareKind(kind) ? compareIds(Array.isArray(ids) ? ids.join(',') : '') : [];
      return valid.length > 0 && isCompareKind(kind) ? { ...current, kind, ids: valid } : current;
    },
  }),
);

/**
 * The pending selection in a component. The prerendered HTML knows no selection: hydration renders the empty
 * one, then the stored one (React's server snapshot), so the first render matches the HTML.
 */
export function useCompareSelection(): CompareSelection {
  return useSyncExternalStore(useCompareStore.subscribe, useCompareStore.getState, () => EMPTY_SELECTION);
}

export function addToCompare(kind: CompareKind, id: string): AddOutcome {
  const { selection, outcome } = addToSelection(useCompareStore.getState(), kind, id);
  useCompareStore.setState(selection, true);
  return outcome;
}

export function removeFromCompare(id: string): void {
  useCompareStore.setState(removeFromSelection(useCompareStore.getState(), id), true);
}

/** /compare's URL replaces the pending selection (a shared link becomes this device's selection). */
export function replaceCompareSelection(kind: CompareKind, ids: readonly string[]): void {
  const state = useCompareStore.getState();
  if (state.kind === kind && state.ids.join(',') === ids.join(',')) return;
  useCompareStore.setState(ids.length > 0 ? { kind, ids: [...ids] } : EMPTY_SELECTION, true);
}

/** The pending selection now (tests; views use useCompareSelection). */
export function pendingSelection(): CompareSelection {
  const { kind, ids } = useCompareStore.getState();
  return { kind, ids };
}
