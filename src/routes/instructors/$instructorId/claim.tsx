import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { ClaimPage } from '@/features/professors/components/claim-page';
import { ensureMessageParts } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/instructors/$instructorId/claim')({
  // The form's texts, and the record frame's (loading, not found, offline) from the browse pages.
  loader: () => ensureMessageParts('contribute', 'browse'),
  component: ClaimRoute,
});

function ClaimRoute() {
  const { instructorId } = Route.useParams();
  return <ClaimPage id={instructorId} gate={AuthGate} />;
}
