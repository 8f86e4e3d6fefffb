import { Link, type LinkProps } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';

export interface Crumb {
  label: string;
  /** The label's language when it is not the interface's. */
  lang?: string;
  /** Where the crumb leads; the last crumb (the current page) has none. */
  link?: LinkProps;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <ol>
        <li>
          <Link to="/" activeOptions={{ exact: true }}>
            {t('nav.home')}
          </Link>
        </li>
        {items.map((crumb, index) => (
          <li key={index}>
            {crumb.link ? (
              // Only the last crumb is the current page; a parent link must not be marked current too.
              <Link {...crumb.link} activeOptions={{ exact: true }} lang={crumb.lang}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" lang={crumb.lang}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
