import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { ShieldIcon } from '@/ui/icons';
import { useModerationCounts } from '../use-moderation-counts';

/**
 * Header link for moderators: the number of items waiting. Nothing for anyone else. Its name begins with the
 * words it shows (the title, then the number), so a voice command of what is on screen finds it.
 */
export function ModerationBadge() {
  const t = useT();
  const counts = useModerationCounts();
  if (!counts) return null;
  return (
    <Link to="/moderation" className="moderation-badge" aria-label={t('moderation.badge', { count: counts.total })}>
      <ShieldIcon />
      <span className="moderation-badge-label" aria-hidden="true">
        {t('moderation.title')}
      </span>{' '}
      <span className="moderation-badge-count" aria-hidden="true">
        {counts.total}
      </span>
    </Link>
  );
}
