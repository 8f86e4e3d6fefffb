import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { InstructorFrame } from './instructor-frame';

/** `/instructors/$instructorId`: averages, tags and ratings come with the browse issue. */
export function InstructorPage({ id }: { id: string }) {
  const t = useT();
  return (
    <InstructorFrame id={id}>
      {(name) => (
        <PageFrame title={name} trail={[{ label: t('instructors.title'), link: { to: '/instructors' } }]}>
          <p>
            <Link className="button" to="/instructors/$instructorId/add-rating" params={{ instructorId: id }}>
              {t('rating.title', { name })}
            </Link>
          </p>
        </PageFrame>
      )}
    </InstructorFrame>
  );
}
