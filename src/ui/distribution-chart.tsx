import { useIntl } from 'react-intl';

/** How many ratings gave each overall level, 5 down to 1, bars scaled to the largest count. */
export function DistributionChart({ counts, title, levelLabel }: {
  /** Counts of levels 1..5 (index 0 is level 1). */
  counts: readonly number[];
  title: string;
  levelLabel: (level: number) => string;
}) {
  const intl = useIntl();
  const max = Math.max(1, ...counts);
  const levels = [5, 4, 3, 2, 1];
  return (
    <figure className="distribution">
      <figcaption className="distribution-title">{title}</figcaption>
      <ul className="distribution-bars">
        {levels.map((level) => {
          const count = counts[level - 1] ?? 0;
          return (
            <li key={level} className="distribution-row">
              <span className="distribution-label">{levelLabel(level)}</span>
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
