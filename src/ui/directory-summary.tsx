import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { qualityTone } from '@/domain/score-colour';
import { useT } from '@/lib/i18n/use-t';
import { FactList } from './fact-list';
import { ScoreBadge } from './score-badge';
import { StatusPanel } from './status-panel';

/**
 * A record page never opened on this device, offline, from the device's directory: its figures (overall score,
 * number of reviews) and where it belongs, then a note that the reviews need a connection, with a retry.
 */
type Fact = { label: string; value: ReactNode; lang?: string };

export function DirectorySummary({
  facts,
  score,
  reviews,
  retry,
}: {
  facts: readonly Fact[];
  score: number;
  reviews: number;
  retry: () => void;
}): ReactNode {
  const t = useT();
  const intl = useIntl();
  return (
    <>
      <FactList
        facts={[
          ...facts,
          {
            label: t('browse.overall'),
            value: <ScoreBadge value={score} tone={reviews > 0 ? qualityTone(score) : 'none'} />,
          },
          { label: t('browse.reviewCount'), value: intl.formatNumber(reviews) },
        ]}
      />
      <StatusPanel title={t('browse.directorySummary.title')} text={t('browse.directorySummary.text')}>
        <button type="button" className="button" onClick={retry}>
          {t('status.retry')}
        </button>
      </StatusPanel>
    </>
  );
}
