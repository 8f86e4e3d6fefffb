import { createFileRoute } from '@tanstack/react-router';
import { InstructorPage } from '@/features/instructors/components/instructor-page';

export const Route = createFileRoute('/instructors/$instructorId/')({ component: InstructorRoute });

function InstructorRoute() {
  const { instructorId } = Route.useParams();
  return <InstructorPage id={instructorId} />;
}
