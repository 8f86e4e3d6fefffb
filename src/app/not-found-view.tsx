import { useContext } from 'react';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/head/page-meta';
import { LoadingState } from '@/ui/loading-state';
import { PageFrame } from '@/ui/page-frame';
import { ShellModeContext } from './shell-mode';

/** Any path that is not a page of Rayek, and routes that refuse their parameters (e.g. an unknown report type). */
export function NotFoundView() {
  const t = useT();
  const shellMode = useContext(ShellModeContext);
  if (shellMode) return <ShellPlaceholder />;
  return (
    <PageFrame title={t('notFound.title')} intro={t('notFound.text')}>
      <p>
        <Link className="button" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </PageFrame>
  );
}

function ShellPlaceholder() {
  usePageMeta(null);
  return <LoadingState />;
}
