import { useT } from '@/lib/i18n/use-t';

/** Grey placeholders where ratings will appear; announced once as "Loading" to screen readers. */
export function RatingSkeletons({ count = 3 }: { count?: number }) {
  const t = useT();
  return (
    <div role="status" className="skeletons">
      <span className="visually-hidden">{t('status.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton-card" aria-hidden="true" data-testid="rating-skeleton">
          <span className="skeleton-line skeleton-short" />
          <span className="skeleton-line" />
          <span className="skeleton-line" />
        </div>
      ))}
    </div>
  );
}
