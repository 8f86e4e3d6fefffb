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
          title={t('rating.title', { name: name.text })}
          trail={[
            { label: t('institutions.title'), link: { to: '/institutions' } },
            {
              label: name.text,
              lang: name.lang,
              link: { to: '/institutions/$institutionId', params: { institutionId: id } },
            },
          ]}
        />
      )}
    </InstitutionFrame>
  );
}
