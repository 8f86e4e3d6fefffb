import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { InstitutionFrame } from './institution-frame';

/** `/institutions/$institutionId`: averages and ratings come with the browse issue. */
export function InstitutionPage({ id }: { id: string }) {
  const t = useT();
  return (
    <InstitutionFrame id={id}>
      {(name) => (
        <PageFrame
          title={name.text}
          titleLang={name.lang}
          trail={[{ label: t('institutions.title'), link: { to: '/institutions' } }]}
        >
          <p>
            <Link className="button" to="/institutions/$institutionId/add-rating" params={{ institutionId: id }}>
              {t('rating.title', { name: name.text })}
            </Link>
          </p>
        </PageFrame>
      )}
    </InstitutionFrame>
  );
}
