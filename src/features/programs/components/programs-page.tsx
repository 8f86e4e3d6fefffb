import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';

/** `/programs`: the search comes with the browse issue. */
export function ProgramsPage() {
  const t = useT();
  return <PageFrame title={t('programs.title')} intro={t('programs.intro')} />;
}
