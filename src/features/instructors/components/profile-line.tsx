import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { ShieldIcon } from '@/ui/icons';

/**
 * Under the instructor's name: "Verified profile" once a professor's claim of it was approved, otherwise the
 * way for that professor to claim it. The served page already shows the right one (a verified profile has its own
 * prerendered template, pb_hooks/lib/pages/record-pages.js); a mark that changes later swaps on the same line.
 */
export function ProfileLine({ id, verified, claimable }: { id: string; verified: boolean; claimable: boolean }) {
  const t = useT();
  if (verified) {
    return (
      <p className="profile-line profile-verified">
        <ShieldIcon />
        {t('browse.instructor.verified')}
      </p>
    );
  }
  if (!claimable) return null;
  return (
    <p className="profile-line">
      <Link to="/instructors/$instructorId/claim" params={{ instructorId: id }}>
        {t('browse.instructor.claim')}
      </Link>
    </p>
  );
}
