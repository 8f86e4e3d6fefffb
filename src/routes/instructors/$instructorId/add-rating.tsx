import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { InstructorRatingPage } from '@/features/instructors/components/instructor-rating-page';
import { ensureMessageParts } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/instructors/$instructorId/add-rating')({
  // The form's texts, and the record frame's (loading, not found, offline) from the browse pages.
  loader: () => ensureMessageParts('contribute', 'browse'),
  component: AddRatingRoute,
});

function AddRatingRoute() {
  const { instructorId } = Route.useParams();
  return <InstructorRatingPage id={instructorId} gate={AuthGate} />;
}
