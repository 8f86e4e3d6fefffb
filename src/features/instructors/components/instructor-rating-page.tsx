import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { InstructorFrame } from './instructor-frame';

/** `/instructors/$instructorId/add-rating`: the form comes with the writes issue. */
export function InstructorRatingPage({ id }: { id: string }) {
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
        />
      )}
    </InstructorFrame>
  );
}
