import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';

/** `/instructors`: the search comes with the browse issue; adding a missing instructor is already reachable. */
export function InstructorsPage() {
  const t = useT();
  return (
    <PageFrame title={t('instructors.title')} intro={t('instructors.intro')}>
      <p>
        <Link className="button button-secondary" to="/instructors/add">
          {t('instructors.add.title')}
        </Link>
      </p>
    </PageFrame>
  );
}
