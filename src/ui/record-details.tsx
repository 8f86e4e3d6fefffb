import type { ReactNode } from 'react';
import { qualityTone } from '@/domain/score-colour';
import { useT } from '@/lib/i18n/use-t';
import { ScoreBadge } from './score-badge';
import { ScoreBars, type ScoreLine } from './score-bars';

/** The top of an institution's or program's page: the overall score once known, and the way to rate it. */
export function RecordSummary({ known, children }: { known?: { overall: number; reviewCount: number }; children: ReactNode }) {
  const t = useT();
  return (
    <div className="record-summary">
      {known ? (
        <p className="record-overall">
          <span className="record-overall-label">{t('browse.overall')}</span>
          <ScoreBadge value={known.overall} tone={qualityTone(known.overall)} size="large" />
          <span className="result-reviews">{t('browse.reviews', { count: known.reviewCount })}</span>
        </p>
      ) : null}
      <p className="record-actions">{children}</p>
    </div>
  );
}

/** The category averages of an institution or program. */
export function AveragesSection({ lines }: { lines: readonly ScoreLine[] }) {
  const t = useT();
  return (
    <section className="averages" aria-labelledby="averages-heading">
      <h2 id="averages-heading">{t('browse.averages')}</h2>
      <ScoreBars label={t('browse.averages')} lines={lines} />
    </section>
  );
}
