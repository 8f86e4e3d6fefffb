import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { StatusPanel } from '@/ui/status-panel';

/** What the page says once the account is gone; it takes the focus (the form that had it went away). */
export function AccountDeleted() {
  const t = useT();
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StatusPanel title={t('account.delete.done.title')} text={t('account.delete.done.text')} headingRef={heading}>
      <Link to="/" className="button button-secondary">
        {t('account.delete.home')}
      </Link>
    </StatusPanel>
  );
}
