import { useIntl } from 'react-intl';
import type { CompareKind } from '@/domain/compare-search';
import { scoreTone } from '@/domain/score-colour';
import { NO_SCORE } from '@/lib/i18n/format-score';
import { scaleStepLabel, tagLabel } from '@/lib/i18n/labels';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { DistributionChart } from '@/ui/distribution-chart';
import { BetterIcon } from '@/ui/icons';
import { ScoreBadge } from '@/ui/score-badge';
import type { FigureRow } from '../compare-rows';
import type { CompareFigures } from '../use-compare-column';

/** Top tags shown per instructor. */
const TOP_TAGS = 5;

/** "No figure": a dash for the eye, words for screen readers. */
function NoFigure() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">{NO_SCORE}</span>
      <span className="visually-hidden">{t('compare.noRatings')}</span>
    </>
  );
}

/** A figure not known (the column is loading, gone or not in the mirror offline): "not known", not "no ratings". */
export function UnknownCell() {
  const t = useT();
  return (
    <td className="compare-cell">
      <span aria-hidden="true">…</span>
      <span className="visually-hidden">{t('compare.unknown')}</span>
    </td>
  );
}

/** What the distribution counts: an instructor's overall quality, the others' overall score. */
export const DISTRIBUTION_TITLE: Record<CompareKind, MessageId> = {
  institutions: 'browse.distribution',
  programs: 'browse.distribution',
  instructors: 'browse.instructor.distribution',
};

/** One figure of a column, with the "better" mark in words (colour only repeats the number's tone). */
export function FigureCell({ row, value, better }: { row: FigureRow; value: number | null; better: boolean }) {
  const t = useT();
  const intl = useIntl();
  let shown;
  if (value === null) shown = <NoFigure />;
  else if (row.kind === 'count') shown = <span className="compare-number">{intl.formatNumber(value)}</span>;
  else if (row.kind === 'percent')
    shown = <span className="compare-number">{intl.formatNumber(value / 100, { style: 'percent' })}</span>;
  else shown = <ScoreBadge value={value} tone={scoreTone(row.score ?? 'overall', value)} />;
  return (
    <td className={better ? 'compare-cell compare-better' : 'compare-cell'}>
      {shown}
      {better ? (
        <span className="compare-mark">
          <BetterIcon />
          {t('compare.better')}
        </span>
      ) : null}
    </td>
  );
}

export function DistributionCell({ kind, figures }: { kind: CompareKind; figures: CompareFigures }) {
  const t = useT();
  if (figures.reviewCount === 0) {
    return (
      <td className="compare-cell">
        <NoFigure />
      </td>
    );
  }
  // Mirrored before the server counted it: known to exist, not known offline.
  if (!figures.distribution) return <UnknownCell />;
  return (
    <td className="compare-cell compare-wide">
      <DistributionChart
        counts={figures.distribution}
        title={t(DISTRIBUTION_TITLE[kind])}
        titleHidden
        stepLabel={(step) => t(scaleStepLabel('quality', step))}
      />
    </td>
  );
}

export function TagsCell({ figures }: { figures: CompareFigures | undefined }) {
  const t = useT();
  const intl = useIntl();
  const tags = figures?.tags?.slice(0, TOP_TAGS) ?? [];
  return (
    <td className="compare-cell compare-wide">
      {tags.length === 0 ? (
        <NoFigure />
      ) : (
        <ul className="tag-list">
          {tags.map(({ tag, count }) => (
            <li key={tag} className="tag">
              {t(tagLabel(tag))} <span className="tag-count">{intl.formatNumber(count)}</span>
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}
