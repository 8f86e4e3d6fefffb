import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { StatusPanel } from '@/ui/status-panel';

/** A page that failed to load (most often its code, offline before it was ever cached). */
export function ErrorView({ reset }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <PageFrame title={t('error.title')}>
      <StatusPanel title={t('error.heading')} text={t('error.text')}>
        <button type="button" className="button" onClick={retry}>
          {t('status.retry')}
        </button>
      </StatusPanel>
    </PageFrame>
  );
}
