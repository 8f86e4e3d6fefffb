import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { ReplyPage } from '@/features/professors/components/reply-page';
import { ensureMessageParts } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/instructors/$instructorId/reply/$ratingId')({
  // The form's texts, and the reply's labels from the browse pages.
  loader: () => ensureMessageParts('contribute', 'browse'),
  component: ReplyRoute,
});

function ReplyRoute() {
  const { instructorId, ratingId } = Route.useParams();
  return <ReplyPage instructorId={instructorId} ratingId={ratingId} gate={AuthGate} />;
}
