import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { ProgramFrame } from './program-frame';

/** `/programs/$programId`: averages and ratings come with the browse issue. */
export function ProgramPage({ id }: { id: string }) {
  const t = useT();
  return (
    <ProgramFrame id={id}>
      {(name) => (
        <PageFrame title={name} trail={[{ label: t('programs.title'), link: { to: '/programs' } }]}>
          <p>
            <Link className="button" to="/programs/$programId/add-rating" params={{ programId: id }}>
              {t('rating.title', { name })}
            </Link>
          </p>
        </PageFrame>
      )}
    </ProgramFrame>
  );
}
