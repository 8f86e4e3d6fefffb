import { useIntl } from 'react-intl';
import { scoreTone } from '@/domain/score-colour';
import { formatScore } from '@/lib/i18n/format-score';

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
          <span className="score-bar-value">{formatScore(intl, line.value)}</span>
        </li>
      ))}
    </ul>
  );
}
