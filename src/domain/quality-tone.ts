// The colour of a quality score (higher is better): the score card's, and the build's preview images'
// (scripts/build/preview-images-plugin.ts, which imports it without the app's module aliases, hence its own file).
export type ScoreTone = 'good' | 'fair' | 'poor' | 'none';

/** A quality (higher is better): ≥ 4 good, ≥ 3 fair, else poor. 0 means "no ratings yet". */
export function qualityTone(value: number): ScoreTone {
  if (!(value > 0)) return 'none';
  if (value >= 4) return 'good';
  if (value >= 3) return 'fair';
  return 'poor';
}
