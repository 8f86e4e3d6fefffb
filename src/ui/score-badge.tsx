import { useIntl } from 'react-intl';
import { SCORE_MAX } from '@/domain/ratings';
import type { ScoreTone } from '@/domain/score-colour';
import { formatScore } from '@/lib/i18n/format-score';

/** A score or an average as a number out of 5 on a coloured tile; "–" when there are no ratings yet. */
export function ScoreBadge({
  value,
  tone,
  size = 'normal',
}: {
  value: number;
  tone: ScoreTone;
  size?: 'normal' | 'large' | 'hero';
}) {
  const intl = useIntl();
  return (
    <span className={`score-badge score-${tone}${size === 'normal' ? '' : ` score-badge-${size}`}`}>
      <span className="score-value">{formatScore(intl, value)}</span>
      <span className="score-scale">/{SCORE_MAX}</span>
    </span>
  );
}
