import { useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { editStartAnswers, type OwnRatingEdit } from '@/slices/own-ratings/own-rating-writes';
import { useOwnRatings, type OwnRating } from '@/slices/own-ratings/use-own-ratings';
import { OwnRatingNotice } from '@/slices/own-ratings/components/own-rating-notice';
import { PageFrame } from '@/ui/page-frame';
import { InstitutionFrame } from './institution-frame';
import { InstitutionRatingForm } from './institution-rating-form';

/**
 * `/institutions/$institutionId/add-rating`. `gate` (the route passes the accounts feature's AuthGate) shows
 * the sign-in or verification step instead of the form until the reader may write.
 */
export function InstitutionRatingPage({
  id,
  gate: Gate,
}: {
  id: string;
  gate: ComponentType<{ children: ReactNode }>;
}) {
  const t = useT();
  const own = useOwnRatings('institution_ratings', id);
  // Rated already (or waiting on this device): the notice stands instead of the form.
  const rated = own && (own.ratings.length > 0 || own.queued.length > 0) ? own : null;
  // "Edit" on the notice: the same form, filled with the rating's answers (its waiting edit's, if any).
  const [edit, setEdit] = useState<OwnRatingEdit | null>(null);
  const startEdit = (rating: OwnRating) => setEdit({ rating: rating.id, answers: editStartAnswers(rating) });
  return (
    <InstitutionFrame id={id}>
      {(name) => (
        <PageFrame
          title={t('rating.title', { name: name.text })}
          trail={[
            { label: t('institutions.title'), link: { to: '/institutions' } },
            {
              label: name.text,
              lang: name.lang,
              link: { to: '/institutions/$institutionId', params: { institutionId: id } },
            },
          ]}
        >
          <Gate>
            {edit ? (
              <InstitutionRatingForm id={id} name={name} edit={edit} />
            ) : rated ? (
              <OwnRatingNotice
                ratings={rated.ratings}
                queued={rated.queued.length}
                courses={false}
                actions={{ collection: 'institution_ratings', label: name.text, onEdit: startEdit }}
              />
            ) : (
              <InstitutionRatingForm id={id} name={name} />
            )}
          </Gate>
        </PageFrame>
      )}
    </InstitutionFrame>
  );
}
