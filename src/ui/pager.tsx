import { useT } from '@/lib/i18n/use-t';

/** Previous / next page of a search; the page number lives in the URL. */
export function Pager({ page, hasNext, onPage }: { page: number; hasNext: boolean; onPage: (page: number) => void }) {
  const t = useT();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="pager" aria-label={t('browse.pages')}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('browse.previous')}
      </button>
      <span className="pager-current">{t('browse.page', { page })}</span>
      <button type="button" className="button button-secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('browse.next')}
      </button>
    </nav>
  );
}
