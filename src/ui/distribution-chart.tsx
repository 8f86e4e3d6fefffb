import { useIntl } from 'react-intl';
import { SCORE_STEPS, type ScoreStep } from '@/domain/ratings';

const HIGHEST_FIRST = [...SCORE_STEPS].reverse();

/** How many ratings gave each overall level, 5 down to 1, bars scaled to the largest count. */
export function DistributionChart({
  counts,
  title,
  stepLabel,
  titleHidden = false,
}: {
  /** Counts of levels 1..5 (index 0 is level 1). */
  counts: readonly number[];
  title: string;
  /** The word of a step, the same the rating form shows next to it. */
  stepLabel: (step: ScoreStep) => string;
  /** The title names the figure for screen readers only (a table's row heading already shows it). */
  titleHidden?: boolean;
}) {
  const intl = useIntl();
  const max = Math.max(1, ...counts);
  return (
    <figure className="distribution">
      <figcaption className={titleHidden ? 'visually-hidden' : 'distribution-title'}>{title}</figcaption>
      <ul className="distribution-bars">
        {HIGHEST_FIRST.map((step) => {
          const count = counts[step - 1] ?? 0;
          return (
            <li key={step} className="distribution-row">
              <span className="distribution-label">
                {intl.formatNumber(step)} {stepLabel(step)}
              </span>
              <span className="distribution-track" aria-hidden="true">
                <span className="distribution-fill" style={{ inlineSize: `${(count / max) * 100}%` }} />
              </span>
              <span className="distribution-count">{intl.formatNumber(count)}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
