import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n/use-t';

/** What the page says once the account is gone; it takes the focus (the form that had it went away). */
export function AccountDeleted() {
  const t = useT();
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="status-panel" aria-labelledby="account-deleted-title">
      <h2 id="account-deleted-title" ref={heading} tabIndex={-1}>
        {t('account.delete.done.title')}
      </h2>
      <p>{t('account.delete.done.text')}</p>
      <div className="status-actions">
        <Link to="/" className="button button-secondary">
          {t('account.delete.home')}
        </Link>
      </div>
    </section>
  );
}
