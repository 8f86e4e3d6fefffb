import { useIntl } from 'react-intl';
import { scoreTone } from '@/domain/score-colour';

export interface ScoreLine {
  key: string;
  label: string;
  value: number;
}

/** Category averages as labelled bars; the number is always printed, colour only repeats it. */
export function ScoreBars({ lines, label }: { lines: readonly ScoreLine[]; label: string }) {
  const intl = useIntl();
  return (
    <ul className="score-bars" aria-label={label}>
      {lines.map((line) => (
        <li key={line.key} className="score-bar">
          <span className="score-bar-label">{line.label}</span>
          <span className="score-bar-track" aria-hidden="true">
            <span
              className={`score-bar-fill score-${scoreTone(line.key, line.value)}`}
              style={{ inlineSize: `${Math.max(0, Math.min(5, line.value)) * 20}%` }}
            />
          </span>
          <span className="score-bar-value">
            {line.value > 0 ? intl.formatNumber(line.value, { maximumFractionDigits: 2 }) : '–'}
          </span>
        </li>
      ))}
    </ul>
  );
}
