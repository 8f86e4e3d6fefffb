// The pure rules of a comparison: what a pending selection becomes when a record is added, and which value of
// a row is the better one.
import { COMPARE_MAX, type CompareKind } from './compare-search';

export interface CompareSelection {
  kind: CompareKind | null;
  ids: readonly string[];
}

export const EMPTY_SELECTION: CompareSelection = { kind: null, ids: [] };

/**
 * What adding a record did: `added`; `restarted` (another kind was selected: a new selection holds only this
 * record); `full` (COMPARE_MAX already selected: refused, nothing changes); `present` (already selected).
 */
export type AddOutcome = 'added' | 'restarted' | 'full' | 'present';

export function addToSelection(
  selection: CompareSelection,
  kind: CompareKind,
  id: string,
): { selection: CompareSelection; outcome: AddOutcome } {
  if (selection.kind !== kind || selection.ids.length === 0) {
    const outcome =
      selection.kind !== null && selection.kind !== kind && selection.ids.length > 0 ? 'restarted' : 'added';
    return { selection: { kind, ids: [id] }, outcome };
  }
  if (selection.ids.includes(id)) return { selection, outcome: 'present' };
  if (selection.ids.length >= COMPARE_MAX) return { selection, outcome: 'full' };
  return { selection: { kind, ids: [...selection.ids, id] }, outcome: 'added' };
}

export function removeFromSelection(selection: CompareSelection, id: string): CompareSelection {
  const ids = selection.ids.filter((other) => other !== id);
  return ids.length > 0 ? { kind: selection.kind, ids } : EMPTY_SELECTION;
}

/** Which way a row is better: a quality when higher, a burden (difficulty, workload) when lower. */
export type Direction = 'higher' | 'lower';

/**
 * The columns holding the better value of a row. `null` is "no figure" (no ratings) and never wins. Values
 * are compared as shown (`decimals`), so two columns that print the same number are a tie. Every column with
 * the best value is marked, unless every compared column has it (a tie of all marks none); fewer than two
 * figures mark none.
 */
export function betterColumns(values: readonly (number | null)[], direction: Direction, decimals = 1): Set<number> {
  const factor = 10 ** decimals;
  const shown = values.map((value) => (value === null ? null : Math.round(value * factor)));
  const present = shown.filter((value): value is number => value !== null);
  if (present.length < 2) return new Set();
  const best = direction === 'higher' ? Math.max(...present) : Math.min(...present);
  const winners = shown.flatMap((value, index) => (value === best ? [index] : []));
  return winners.length === present.length ? new Set() : new Set(winners);
}
