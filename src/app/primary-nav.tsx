import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';

/** The three searches; in the header on wide screens and in the menu on phones. */
export function PrimaryNav({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const t = useT();
  return (
    <nav className={className} aria-label={t('nav.primary')}>
      <ul>
        <li>
          <Link to="/institutions" onClick={onNavigate}>
            {t('nav.institutions')}
          </Link>
        </li>
        <li>
          <Link to="/instructors" onClick={onNavigate}>
            {t('nav.instructors')}
          </Link>
        </li>
        <li>
          <Link to="/programs" onClick={onNavigate}>
            {t('nav.programs')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
