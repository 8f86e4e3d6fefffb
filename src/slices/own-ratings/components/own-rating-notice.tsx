import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { contributionState } from '@/domain/moderation';
import { contributionStateLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';

/** One of the reader's own ratings of the record, as the add-rating page shows it. */
export interface OwnRatingLine {
  id: string;
  status: string;
  created: string;
  edited: string;
  course: string;
  revision: { status: string; created: string } | null;
}

const date = (text: string) => new Date(text.replace(' ', 'T'));

function Line({ rating }: { rating: OwnRatingLine }) {
  const t = useT();
  const state = contributionState(rating.status);
  const edit = rating.revision;
  return (
    <li className="own-rating">
      <p>
        {rating.course ? (
          <>
            <bdi dir="auto">{rating.course}</bdi>
            {' · '}
          </>
        ) : null}
        <strong>{t(contributionStateLabel(state))}</strong>
        {' · '}
        {t('form.ownRating.sent', { date: date(rating.created) })}
        {rating.edited ? (
          <>
            {' · '}
            {t('form.ownRating.edited', { date: date(rating.edited) })}
          </>
        ) : null}
      </p>
      {edit && edit.status === 'PENDING_APPROVAL' ? <p>{t('form.ownRating.editWaiting', { date: date(edit.created) })}</p> : null}
      {edit && edit.status === 'SUSPENDED' ? <p>{t('form.ownRating.editRefused', { date: date(edit.created) })}</p> : null}
    </li>
  );
}

/**
 * What the add-rating page shows of the reader's own ratings of its record: their state and dates, the ones still
 * on this device, and where to follow them. `courses`: an instructor, rated once per course, whose form stays
 * below for another course; otherwise the notice stands instead of the form.
 */
export function OwnRatingNotice({ ratings, queued, courses }: { ratings: OwnRatingLine[]; queued: number; courses: boolean }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="status-panel own-ratings" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('form.ownRating.title')}</h2>
      <p>{t(courses ? 'form.ownRating.courses' : 'form.ownRating.oneOnly')}</p>
      {ratings.length > 0 ? (
        <ul>
          {ratings.map((rating) => (
            <Line key={rating.id} rating={rating} />
          ))}
        </ul>
      ) : null}
      {queued > 0 ? <p>{t('form.ownRating.queued')}</p> : null}
      <div className="status-actions">
        <Link to="/my-contributions">{t('form.ownRating.myContributions')}</Link>
      </div>
    </section>
  );
}
