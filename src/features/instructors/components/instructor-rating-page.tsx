import { useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { editStartAnswers, type OwnRatingEdit } from '@/slices/own-ratings/own-rating-writes';
import { useOwnRatings, type OwnRating } from '@/slices/own-ratings/use-own-ratings';
import { OwnRatingNotice } from '@/slices/own-ratings/components/own-rating-notice';
import { PageFrame } from '@/ui/page-frame';
import { InstructorFrame } from './instructor-frame';
import { InstructorRatingForm } from './instructor-rating-form';

/** `/instructors/$instructorId/add-rating`; `gate` (the accounts feature's AuthGate) lets only verified users write. */
export function InstructorRatingPage({ id, gate: Gate }: { id: string; gate: ComponentType<{ children: ReactNode }> }) {
  const t = useT();
  const own = useOwnRatings('instructor_ratings', id);
  // Rated already (or waiting on this device): said above the form, which stays for another course.
  const rated = own && (own.ratings.length > 0 || own.queued.length > 0) ? own : null;
  // "Edit" on one course's rating: the same form, filled with its answers (its waiting edit's, if any), its
  // course fixed.
  const [edit, setEdit] = useState<OwnRatingEdit | null>(null);
  const startEdit = (rating: OwnRating) =>
    setEdit({
      rating: rating.id,
      answers: editStartAnswers(rating),
      course: rating.course,
    });
  return (
    <InstructorFrame id={id}>
      {(name) => (
        <PageFrame
          title={t('rating.title', { name })}
          trail={[
            { label: t('instructors.title'), link: { to: '/instructors' } },
            {
              label: name,
              link: {
                to: '/instructors/$instructorId',
                params: { instructorId: id },
              },
            },
          ]}
        >
          <Gate>
            {edit ? (
              <InstructorRatingForm id={id} name={name} edit={edit} />
            ) : (
              <>
                {rated ? (
                  <OwnRatingNotice
                    ratings={rated.ratings}
                    queued={rated.queued.length}
                    courses
                    actions={{
                      collection: 'instructor_ratings',
                      label: name,
                      onEdit: startEdit,
                    }}
                  />
                ) : null}
                <InstructorRatingForm id={id} name={name} />
              </>
            )}
          </Gate>
        </PageFrame>
      )}
    </InstructorFrame>
  );
}
