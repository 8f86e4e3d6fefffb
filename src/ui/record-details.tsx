import type { ReactNode } from 'react';
import type { ScoreName } from '@/domain/ratings';
import { qualityTone } from '@/domain/score-colour';
import { scaleStepLabel, scoreLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { DistributionChart } from './distribution-chart';
import { ScoreBars, type ScoreLine } from './score-bars';
import { ScoreCard } from './score-card';

/** The top of an institution's or program's page: the overall score card once known, and the way to rate it. */
export function RecordSummary({
  known,
  children,
}: {
  known?: { overall: number; reviewCount: number };
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="record-summary">
      {known ? (
        <ScoreCard
          className="record-overall"
          label={t('browse.overall')}
          overall={{ value: known.overall, tone: qualityTone(known.overall), reviewCount: known.reviewCount }}
        />
      ) : null}
      <p className="record-actions">{children}</p>
    </div>
  );
}

/**
 * The category averages of an institution or program, each score labelled by its own message, and how many
 * ratings have each overall score once there are ratings.
 */
export function AveragesSection({
  keys,
  values,
  distribution,
}: {
  keys: readonly ScoreName[];
  values: Readonly<Record<string, number>>;
  distribution?: readonly number[];
}) {
  const t = useT();
  const lines: ScoreLine[] = keys.map((key) => ({ key, label: t(scoreLabel(key)), value: values[key] ?? 0 }));
  return (
    <section className="averages" aria-labelledby="averages-heading">
      <h2 id="averages-heading">{t('browse.averages')}</h2>
      <ScoreBars label={t('browse.averages')} lines={lines} />
      {distribution && distribution.some((count) => count > 0) ? (
        <DistributionChart
          counts={distribution}
          title={t('browse.distribution')}
          stepLabel={(step) => t(scaleStepLabel('quality', step))}
        />
      ) : null}
    </section>
  );
}
