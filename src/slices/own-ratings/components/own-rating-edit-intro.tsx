import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n/use-t';

/**
 * The heading of a rating form opened to edit the reader's rating. It takes the focus when it appears: the
 * "Edit" button that had it is gone with the notice.
 */
export function OwnRatingEditIntro() {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="own-rating-edit">
      <h2 ref={heading} tabIndex={-1}>
        {t('form.ownRating.editTitle')}
      </h2>
      <p>{t('form.ownRating.editNote')}</p>
    </div>
  );
}
