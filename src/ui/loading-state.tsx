import { useT } from '@/lib/i18n/use-t';

/** Shown while data is not known yet. Announced politely to screen readers. */
export function LoadingState() {
  const t = useT();
  return (
    <div className="loading-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('status.loading')}</span>
    </div>
  );
}
