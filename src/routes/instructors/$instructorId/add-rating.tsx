import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { InstructorRatingPage } from '@/features/instructors/components/instructor-rating-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/instructors/$instructorId/add-rating')({
  loader: () => ensureMessagePart('contribute'),
  component: AddRatingRoute,
});

function AddRatingRoute() {
  const { instructorId } = Route.useParams();
  return <InstructorRatingPage id={instructorId} gate={AuthGate} />;
}
