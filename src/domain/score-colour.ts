// Which colour a score or an average gets. Colour is never the only signal: views always print the number
// and a label next to it (see ui/score-badge.tsx).
import { REVERSED_SCORES } from './ratings';
import { qualityTone, type ScoreTone } from './quality-tone';

export { qualityTone, type ScoreTone };

/** A burden (higher is harder: difficulty, curriculum rigor, workload): ≤ 2 good, ≤ 4 fair, else poor. */
export function burdenTone(value: number): ScoreTone {
  if (!(value > 0)) return 'none';
  if (value <= 2) return 'good';
  if (value <= 4) return 'fair';
  return 'poor';
}

/** The tone of a named score (`difficulty`, `curriculum_rigor`, `workload_balance` run the other way). */
export function scoreTone(key: string, value: number): ScoreTone {
  return REVERSED_SCORES.has(key) ? burdenTone(value) : qualityTone(value);
}
