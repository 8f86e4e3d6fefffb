import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ReportType } from '@/domain/report-types';
import { scoreTone } from '@/domain/score-colour';
import { useT } from '@/lib/i18n/use-t';
import { ScoreBadge } from './score-badge';

export interface RatingCardProps {
  id: string;
  created: string;
  /** When an approved edit last replaced the published answers ('' or absent: never). */
  edited?: string;
  review: string;
  /** Scores in display order, labelled. */
  scores: readonly { key: string; label: string; value: number }[];
  /** Other answers ("Would take again: Yes"). */
  answers?: readonly { label: string; value: string }[];
  tags?: readonly string[];
  course?: string;
  reportType: ReportType;
  /** The helpful-vote buttons (slices/votes/components/vote-buttons.tsx through the rating list). */
  vote?: ReactNode;
}

/** One published rating: what the student answered and wrote, never who they are. */
export function RatingCard({
  id,
  created,
  edited,
  review,
  scores,
  answers = [],
  tags = [],
  course,
  reportType,
  vote,
}: RatingCardProps) {
  const t = useT();
  const intl = useIntl();
  const date = created ? intl.formatDate(new Date(created.replace(' ', 'T')), { dateStyle: 'medium' }) : '';
  return (
    <article className="rating-card">
      <header className="rating-card-head">
        {course ? (
          <h3 className="rating-course" dir="auto">
            {course}
          </h3>
        ) : null}
        {edited ? (
          // Shown as edited, never by whom: the date of the edit stays in the record, the card says only that it was.
          <span>
            {date ? <time dateTime={created.replace(' ', 'T')}>{date}</time> : null}
            {' · '}
            {t('browse.ratings.edited')}
          </span>
        ) : date ? (
          <time dateTime={created.replace(' ', 'T')}>{date}</time>
        ) : null}
      </header>
      <dl className="rating-scores">
        {scores.map((score) => (
          <div key={score.key} className="rating-score">
            <dt>{score.label}</dt>
            <dd>
              <ScoreBadge value={score.value} tone={scoreTone(score.key, score.value)} />
            </dd>
          </div>
        ))}
      </dl>
      {answers.length > 0 ? (
        <dl className="rating-answers">
          {answers.map((answer) => (
            <div key={answer.label}>
              <dt>{answer.label}</dt>
              <dd>{answer.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {tags.length > 0 ? (
        <ul className="tag-list" aria-label={t('browse.tags')}>
          {tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="rating-review" dir="auto">
        {review}
      </p>
      <div className="rating-actions">
        {vote}
        <Link to="/report/$type/$id" params={{ type: reportType, id }} className="report-link">
          {t('browse.report')}
        </Link>
      </div>
    </article>
  );
}
