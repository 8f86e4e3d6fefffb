import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { useOutboxPendingCount } from '../use-outbox-badge';

/**
 * In the header while items wait or failed: their number, linking to the outbox view. Its name holds the number
 * it shows, in every language, so a voice command of what is on screen finds it.
 */
export function OutboxBadge() {
  const t = useT();
  const count = useOutboxPendingCount();
  if (count === 0) return null;
  return (
    <Link to="/outbox" className="outbox-badge" aria-label={t('outbox.badge', { count })}>
      <svg
        className="icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 4v10M8 8l4-4 4 4M4 14v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
      </svg>
      <span className="outbox-badge-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
