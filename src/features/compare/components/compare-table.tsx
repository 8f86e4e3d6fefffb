import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { CompareKind } from '@/domain/compare-search';
import { scoreLabel } from '@/lib/i18n/labels';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { directionOf, figureOf, figureRows, rowWinners, type FigureRow } from '../compare-rows';
import type { CompareColumn } from '../use-compare-column';
import { DISTRIBUTION_TITLE, DistributionCell, FigureCell, TagsCell, UnknownCell } from './compare-cells';
import { ColumnHeader } from './compare-header';

function rowLabel(kind: CompareKind, row: FigureRow): MessageId {
  switch (row.key) {
    case 'overall':
      return kind === 'instructors' ? scoreLabel('overall_quality') : 'browse.overall';
    case 'would_take_again':
      return 'browse.instructor.wouldTakeAgain';
    case 'review_count':
      return 'browse.reviewCount';
    default:
      return scoreLabel(row.key);
  }
}

/**
 * Whether the region's table is wider than the region (a phone): then the other columns are out of sight, and
 * only the hint says they are there. Measured, not guessed from the screen's width: the columns' widths follow
 * the language, the kind and what the cells hold.
 */
function useOverflows(region: RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const node = region.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(node.scrollWidth > node.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [region]);
  return overflows;
}

/**
 * The records side by side: one column per record, one row per figure, the better value of each row marked
 * in words. The table scrolls inside its own labelled, focusable region when it is wider than the screen; the
 * row headings stay in place while it scrolls (each figure keeps its label), and a hint above it, which the
 * region is also described by, says how many columns there are and that the table scrolls.
 */
export function CompareTable({
  kind,
  columns,
  onRemove,
  regionRef,
}: {
  kind: CompareKind;
  columns: readonly CompareColumn[];
  onRemove: (id: string) => void;
  /** The scrolling region, which takes the focus when a removed column had it. */
  regionRef?: RefObject<HTMLDivElement | null>;
}) {
  const t = useT();
  const captionId = useId();
  const hintId = useId();
  const own = useRef<HTMLDivElement | null>(null);
  const overflows = useOverflows(own);
  const figures = columns.map((column) => (column.status === 'found' ? column.figures : undefined));
  return (
    <>
      {overflows ? (
        <p id={hintId} className="compare-scroll-hint">
          {t('compare.scrollHint', { count: columns.length, kind: t(`compare.kind.${kind}`) })}
        </p>
      ) : null}
      <div
        className="compare-scroll"
        role="region"
        aria-labelledby={captionId}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={0}
        ref={(node) => {
          own.current = node;
          if (regionRef) regionRef.current = node;
        }}
      >
        <table className="compare-table">
          <caption id={captionId}>{t('compare.caption', { kind: t(`compare.kind.${kind}`) })}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <ColumnHeader key={column.id} kind={kind} column={column} onRemove={onRemove} />
              ))}
            </tr>
          </thead>
          <tbody>
            {figureRows(kind).map((row) => {
              const winners = rowWinners(row, figures);
              return (
                <tr key={row.key}>
                  <th scope="row">
                    {t(rowLabel(kind, row))}
                    {directionOf(row) === 'lower' ? (
                      <span className="compare-hint">{t('compare.lowerIsBetter')}</span>
                    ) : null}
                  </th>
                  {columns.map((column, index) =>
                    figures[index] ? (
                      <FigureCell
                        key={column.id}
                        row={row}
                        value={figureOf(row, figures[index])}
                        better={winners.has(index)}
                      />
                    ) : (
                      <UnknownCell key={column.id} />
                    ),
                  )}
                </tr>
              );
            })}
            <tr>
              <th scope="row">{t(DISTRIBUTION_TITLE[kind])}</th>
              {columns.map((column, index) =>
                figures[index] ? (
                  <DistributionCell key={column.id} kind={kind} figures={figures[index]} />
                ) : (
                  <UnknownCell key={column.id} />
                ),
              )}
            </tr>
            {kind === 'instructors' ? (
              <tr>
                <th scope="row">{t('compare.row.tags')}</th>
                {columns.map((column, index) =>
                  figures[index] ? (
                    <TagsCell key={column.id} figures={figures[index]} />
                  ) : (
                    <UnknownCell key={column.id} />
                  ),
                )}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </>
  );
}
