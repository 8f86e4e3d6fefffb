import type { ComponentType, ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useOwnRatings } from '@/slices/own-ratings/use-own-ratings';
import { OwnRatingNotice } from '@/slices/own-ratings/components/own-rating-notice';
import { PageFrame } from '@/ui/page-frame';
import { InstitutionFrame } from './institution-frame';
import { InstitutionRatingForm } from './institution-rating-form';

/**
 * `/institutions/$institutionId/add-rating`. `gate` (the route passes the accounts feature's AuthGate) shows
 * the sign-in or verification step instead of the form until the reader may write.
 */
export function InstitutionRatingPage({ id, gate: Gate }: { id: string; gate: ComponentType<{ children: ReactNode }> }) {
  const t = useT();
  const own = useOwnRatings('institution_ratings', id);
  // Rated already (or waiting on this device): the notice stands instead of the form.
  const rated = own && (own.ratings.length > 0 || own.queued.length > 0) ? own : null;
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
            {rated ? <OwnRatingNotice ratings={rated.ratings} queued={rated.queued.length} courses={false} /> : <InstitutionRatingForm id={id} name={name} />}
          </Gate>
        </PageFrame>
      )}
    </InstitutionFrame>
  );
}
