import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';

/** `/instructors/add`: the form comes with the writes issue. */
export function AddInstructorPage() {
  const t = useT();
  return (
    <PageFrame
      title={t('instructors.add.title')}
      intro={t('instructors.add.intro')}
      trail={[{ label: t('instructors.title'), link: { to: '/instructors' } }]}
    />
  );
}
