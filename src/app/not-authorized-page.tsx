import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';

/** `/not-authorized`: where pages reserved to a role (moderation) send everyone else. */
export function NotAuthorizedPage() {
  const t = useT();
  return (
    <PageFrame title={t('notAuthorized.title')} intro={t('notAuthorized.text')}>
      <p>
        <Link className="button" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </PageFrame>
  );
}
