// The rows of a comparison for one kind of record, and each row's figure per column. A record without
// ratings has no figure (null): its cell shows a dash and it never wins a row.
import { betterColumns, type Direction } from '@/domain/compare';
import type { CompareKind } from '@/domain/compare-search';
import { REVERSED_SCORES, type ScoreName } from '@/domain/ratings';
import type { CompareFigures } from './use-compare-column';
import { SCORES_OF } from './use-compare-column';

export type FigureRow =
  | { key: 'overall'; kind: 'score'; score?: ScoreName }
  | { key: ScoreName; kind: 'score'; score: ScoreName }
  | { key: 'would_take_again'; kind: 'percent' }
  | { key: 'review_count'; kind: 'count' };

export function figureRows(kind: CompareKind): FigureRow[] {
  return [
    kind === 'instructors'
      ? { key: 'overall', kind: 'score', score: 'overall_quality' }
      : { key: 'overall', kind: 'score' },
    ...SCORES_OF[kind].map((score): FigureRow => ({ key: score, kind: 'score', score })),
    ...(kind === 'instructors' ? [{ key: 'would_take_again', kind: 'percent' } as const] : []),
    { key: 'review_count', kind: 'count' },
  ];
}

/** Burdens (difficulty, curriculum rigor, workload) are better low; everything else, counts included, high. */
export function directionOf(row: FigureRow): Direction {
  return row.kind === 'score' && row.score !== undefined && REVERSED_SCORES.has(row.score) ? 'lower' : 'higher';
}

/** A column's figure for a row; null when there is no figure (no ratings, or the column is not shown). */
export function figureOf(row: FigureRow, figures: CompareFigures | undefined): number | null {
  if (!figures) return null;
  if (row.kind === 'count') return figures.reviewCount;
  if (figures.reviewCount === 0) return null;
  if (row.kind === 'percent') return figures.wouldTakeAgain ?? null;
  return row.key === 'overall' ? figures.overall : (figures.averages[row.score] ?? null);
}

/** The columns whose figure is the better one, compared as printed (scores to one decimal, the rest whole). */
export function rowWinners(row: FigureRow, columns: readonly (CompareFigures | undefined)[]): Set<number> {
  return betterColumns(
    columns.map((figures) => figureOf(row, figures)),
    directionOf(row),
    row.kind === 'score' ? 1 : 0,
  );
}
