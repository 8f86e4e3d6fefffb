import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { InstitutionFrame } from './institution-frame';

/** `/institutions/$institutionId/add-rating`: the form comes with the writes issue. */
export function InstitutionRatingPage({ id }: { id: string }) {
  const t = useT();
  return (
    <InstitutionFrame id={id}>
      {(name) => (
        <PageFrame
          title={t('rating.title', { name })}
          trail={[
            { label: t('institutions.title'), link: { to: '/institutions' } },
            { label: name, link: { to: '/institutions/$institutionId', params: { institutionId: id } } },
          ]}
        />
      )}
    </InstitutionFrame>
  );
}
