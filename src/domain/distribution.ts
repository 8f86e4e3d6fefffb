// The distribution of a read-model row: how many ratings have each overall score, `nb_1`…`nb_5` (docs/api.md,
// "Read models"; what counts on which step is contract/ratings.js's distributionStep).
import { SCORE_STEPS } from './ratings';

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * The counts of steps 1..5, index 0 being step 1; undefined for a row mirrored before the server counted them
 * (institutions and programs got theirs later than instructors), which is "not known", not "no ratings".
 */
export function distributionOf(raw: Readonly<Record<string, unknown>>): number[] | undefined {
  if (SCORE_STEPS.some((step) => raw[`nb_${step}`] === undefined)) return undefined;
  return SCORE_STEPS.map((step) => num(raw[`nb_${step}`]));
}
