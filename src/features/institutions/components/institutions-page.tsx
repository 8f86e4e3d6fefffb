import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';

/** `/institutions`: the search (filters and results come with the browse issue). */
export function InstitutionsPage() {
  const t = useT();
  return <PageFrame title={t('institutions.title')} intro={t('institutions.intro')} />;
}
