import { createFileRoute } from '@tanstack/react-router';
import { InstructorPage } from '@/features/instructors/components/instructor-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/instructors/$instructorId/')({
  loader: () => ensureMessagePart('browse'),
  component: InstructorRoute,
});

function InstructorRoute() {
  const { instructorId } = Route.useParams();
  return <InstructorPage id={instructorId} />;
}
