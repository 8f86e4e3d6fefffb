import type { ComponentType, ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { InstructorFrame } from './instructor-frame';
import { InstructorRatingForm } from './instructor-rating-form';

/** `/instructors/$instructorId/add-rating`; `gate` (the accounts feature's AuthGate) lets only verified users write. */
export function InstructorRatingPage({ id, gate: Gate }: { id: string; gate: ComponentType<{ children: ReactNode }> }) {
  const t = useT();
  return (
    <InstructorFrame id={id}>
      {(name) => (
        <PageFrame
          title={t('rating.title', { name })}
          trail={[
            { label: t('instructors.title'), link: { to: '/instructors' } },
            { label: name, link: { to: '/instructors/$instructorId', params: { instructorId: id } } },
          ]}
        >
          <Gate>
            <InstructorRatingForm id={id} name={name} />
          </Gate>
        </PageFrame>
      )}
    </InstructorFrame>
  );
}
