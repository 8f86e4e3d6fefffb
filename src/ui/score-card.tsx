import type { ReactNode } from 'react';
import type { ScoreTone } from '@/domain/score-colour';
import { useT } from '@/lib/i18n/use-t';
import { ScoreBadge } from './score-badge';

export interface ScoreCardFigure {
  key: string;
  label: string;
  /** The figure, or undefined while it is not known yet (a placeholder of its size stands in). */
  value?: ReactNode;
}

/**
 * A record's score at a glance: the overall number large on its colour, the number of reviews under it, and the
 * main figures beside it. `overall` undefined: placeholders of the same size (the card's rows have fixed
 * heights, so the figures replace them without moving anything below).
 */
export function ScoreCard({
  label,
  overall,
  figures = [],
  className = '',
}: {
  label: string;
  overall?: { value: number; tone: ScoreTone; reviewCount: number };
  figures?: readonly ScoreCardFigure[];
  className?: string;
}) {
  const t = useT();
  return (
    <dl className={`score-card${figures.length === 0 ? ' score-card-solo' : ''}${className ? ` ${className}` : ''}`}>
      <div className="score-card-overall">
        <dt className="score-card-label">{label}</dt>
        <dd className="score-card-number">
          {overall ? (
            <ScoreBadge value={overall.value} tone={overall.tone} size="hero" />
          ) : (
            <span className="figure-pending figure-pending-hero" />
          )}
        </dd>
        <dd className="score-card-count">{overall ? t('browse.reviews', { count: overall.reviewCount }) : '\u00a0'}</dd>
      </div>
      {figures.map((figure) => (
        <div key={figure.key} className="score-card-figure">
          <dt>{figure.label}</dt>
          <dd>{figure.value ?? <span className="figure-pending" />}</dd>
        </div>
      ))}
    </dl>
  );
}
