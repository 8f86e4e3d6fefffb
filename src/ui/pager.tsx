import { useT } from '@/lib/i18n/use-t';
import { useFocusResults } from './search-status';

/** Previous / next page of a search; the page number lives in the URL. The focus goes to the new page's results. */
export function Pager({ page, hasNext, onPage }: { page: number; hasNext: boolean; onPage: (page: number) => void }) {
  const t = useT();
  const focusResults = useFocusResults();
  if (page <= 1 && !hasNext) return null;
  const go = (next: number) => {
    onPage(next);
    focusResults();
  };
  return (
    <nav className="pager" aria-label={t('browse.pages')}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('browse.previous')}
      </button>
      <span className="pager-current">{t('browse.page', { page })}</span>
      <button type="button" className="button button-secondary" disabled={!hasNext} onClick={() => go(page + 1)}>
        {t('browse.next')}
      </button>
    </nav>
  );
}
