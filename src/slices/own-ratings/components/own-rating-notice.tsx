import { useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { DialogFrame } from '@/ui/dialog';
import { withdrawOwnRating } from '../own-rating-writes';
import type { OwnRatingKind } from '../use-own-ratings';
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

/** The notice's actions on one rating: edit it in the page's form, withdraw it (after a confirmation). */
export interface OwnRatingActions<R extends OwnRatingLine> {
  collection: OwnRatingKind;
  /** What the outbox view names the item by (the record's name). */
  label: string;
  /** Opens the page's form on this rating; absent where the page has no form to edit it with. */
  onEdit?: (rating: R) => void;
}

function Withdraw({ rating, actions }: { rating: OwnRatingLine; actions: OwnRatingActions<OwnRatingLine> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<'discarded' | 'queued' | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  if (done) {
    return (
      <p className="status-message" role="status" tabIndex={-1} ref={message}>
        {t(done === 'discarded' ? 'form.ownRating.withdrawnHere' : 'form.ownRating.withdrawQueued')}
      </p>
    );
  }
  const confirm = async () => {
    const outcome = await withdrawOwnRating(actions.collection, rating.id, actions.label);
    setOpen(false);
    setDone(outcome);
  };
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        {t('form.ownRating.withdraw')}
      </button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title={t('form.ownRating.withdrawTitle')}
        description={t('form.ownRating.withdrawBody')}
        // The confirmation replaced the button that had the focus: it goes to the message that says what happened.
        onClosed={() => message.current?.focus()}
        footer={
          <>
            <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
              {t('form.ownRating.withdrawCancel')}
            </button>
            <button type="button" className="button" onClick={() => void confirm()}>
              {t('form.ownRating.withdrawConfirm')}
            </button>
          </>
        }
      />
    </>
  );
}

const date = (text: string) => new Date(text.replace(' ', 'T'));

function Line<R extends OwnRatingLine>({ rating, actions }: { rating: R; actions?: OwnRatingActions<R> }) {
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
      {edit && edit.status === 'PENDING_APPROVAL' ? (
        <p>{t('form.ownRating.editWaiting', { date: date(edit.created) })}</p>
      ) : null}
      {edit && edit.status === 'SUSPENDED' ? (
        <p>{t('form.ownRating.editRefused', { date: date(edit.created) })}</p>
      ) : null}
      {actions ? (
        <div className="status-actions">
          {actions.onEdit ? (
            <button type="button" className="button button-secondary" onClick={() => actions.onEdit?.(rating)}>
              {t('form.ownRating.edit')}
            </button>
          ) : null}
          <Withdraw rating={rating} actions={actions as unknown as OwnRatingActions<OwnRatingLine>} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * What the add-rating page shows of the reader's own ratings of its record: their state and dates, the ones still
 * on this device, and where to follow them. `courses`: an instructor, rated once per course, whose form stays
 * below for another course; otherwise the notice stands instead of the form.
 */
export function OwnRatingNotice<R extends OwnRatingLine>({
  ratings,
  queued,
  courses,
  actions,
}: {
  ratings: R[];
  queued: number;
  courses: boolean;
  actions?: OwnRatingActions<R>;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="status-panel own-ratings" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('form.ownRating.title')}</h2>
      <p>{t(courses ? 'form.ownRating.courses' : 'form.ownRating.oneOnly')}</p>
      {ratings.length > 0 ? (
        <ul>
          {ratings.map((rating) => (
            <Line key={rating.id} rating={rating} actions={actions} />
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
