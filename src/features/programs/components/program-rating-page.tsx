import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { ProgramFrame } from './program-frame';

/** `/programs/$programId/add-rating`: the form comes with the writes issue. */
export function ProgramRatingPage({ id }: { id: string }) {
  const t = useT();
  return (
    <ProgramFrame id={id}>
      {(name) => (
        <PageFrame
          title={t('rating.title', { name })}
          trail={[
            { label: t('programs.title'), link: { to: '/programs' } },
            { label: name, link: { to: '/programs/$programId', params: { programId: id } } },
          ]}
        />
      )}
    </ProgramFrame>
  );
}
