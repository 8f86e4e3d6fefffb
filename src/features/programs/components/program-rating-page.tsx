import { useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { editStartAnswers, type OwnRatingEdit } from '@/slices/own-ratings/own-rating-writes';
import { useOwnRatings, type OwnRating } from '@/slices/own-ratings/use-own-ratings';
import { OwnRatingNotice } from '@/slices/own-ratings/components/own-rating-notice';
import { PageFrame } from '@/ui/page-frame';
import { ProgramFrame } from './program-frame';
import { ProgramRatingForm } from './program-rating-form';

/** `/programs/$programId/add-rating`; `gate` (the accounts feature's AuthGate) lets only verified users write. */
export function ProgramRatingPage({ id, gate: Gate }: { id: string; gate: ComponentType<{ children: ReactNode }> }) {
  const t = useT();
  const own = useOwnRatings('program_ratings', id);
  // Rated already (or waiting on this device): the notice stands instead of the form.
  const rated = own && (own.ratings.length > 0 || own.queued.length > 0) ? own : null;
  // "Edit" on the notice: the same form, filled with the rating's answers (its waiting edit's, if any).
  const [edit, setEdit] = useState<OwnRatingEdit | null>(null);
  const startEdit = (rating: OwnRating) => setEdit({ rating: rating.id, answers: editStartAnswers(rating) });
  return (
    <ProgramFrame id={id}>
      {(name) => (
        <PageFrame
          title={t('rating.title', { name })}
          trail={[
            { label: t('programs.title'), link: { to: '/programs' } },
            {
              label: name,
              link: { to: '/programs/$programId', params: { programId: id } },
            },
          ]}
        >
          <Gate>
            {edit ? (
              <ProgramRatingForm id={id} name={name} edit={edit} />
            ) : rated ? (
              <OwnRatingNotice
                ratings={rated.ratings}
                queued={rated.queued.length}
                courses={false}
                actions={{
                  collection: 'program_ratings',
                  label: name,
                  onEdit: startEdit,
                }}
              />
            ) : (
              <ProgramRatingForm id={id} name={name} />
            )}
          </Gate>
        </PageFrame>
      )}
    </ProgramFrame>
  );
}
