import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { InstructorRatingPage } from '@/features/instructors/components/instructor-rating-page';

export const Route = createFileRoute('/instructors/$instructorId/add-rating')({ component: AddRatingRoute });

function AddRatingRoute() {
  const { instructorId } = Route.useParams();
  return <InstructorRatingPage id={instructorId} gate={AuthGate} />;
}
