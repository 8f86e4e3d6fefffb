import type { IntlShape } from 'react-intl';

/** Shown where there is no figure yet (no ratings). */
export const NO_SCORE = '–';

/**
 * A score or an average out of 5, as every view prints it: exactly one decimal in the reader's locale ("4,0",
 * "1,7"), so a whole number never stands next to a fraction; NO_SCORE for 0 (no ratings yet).
 */
export function formatScore(intl: Pick<IntlShape, 'formatNumber'>, value: number): string {
  return value > 0 ? intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : NO_SCORE;
}
