import type { ReactNode } from 'react';
import type { ScoreName } from '@/domain/ratings';
import type { ReportType } from '@/domain/report-types';
import { scoreLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import type { PagesState } from '@/lib/mirror/use-mirrored-pages';
import { RatingCard, type RatingCardProps } from '@/ui/rating-card';
import { RatingList } from './rating-list';

interface ScoredRating {
  id: string;
  created: string;
  review: string;
  [score: string]: unknown;
}

/** The published ratings of an institution or program: their scores (`keys`), other answers and review. */
export function ScoredRatingList<T extends ScoredRating>({
  state,
  collection,
  label,
  keys,
  reportType,
  answers,
  controls,
}: {
  state: PagesState<T>;
  /** The sort and filter above the list. */
  controls?: ReactNode;
  collection: string;
  /** What the ratings rate, named in the outbox view for a vote. */
  label?: string;
  keys: readonly ScoreName[];
  reportType: ReportType;
  answers?: (rating: T) => RatingCardProps['answers'];
}) {
  const t = useT();
  return (
    <RatingList
      state={state}
      heading={t('browse.ratings.title')}
      collection={collection}
      label={label}
      controls={controls}
    >
      {(rating, vote) => (
        <RatingCard
          vote={vote}
          id={rating.id}
          created={rating.created}
          edited={typeof rating.edited === 'string' ? rating.edited : ''}
          review={rating.review}
          reportType={reportType}
          scores={keys.map((key) => ({ key, label: t(scoreLabel(key)), value: Number(rating[key]) || 0 }))}
          answers={answers?.(rating)}
        />
      )}
    </RatingList>
  );
}
