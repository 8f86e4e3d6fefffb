import { createFileRoute } from '@tanstack/react-router';
import { InstructorPage } from '@/features/instructors/components/instructor-page';
import { RatingReply, RepliesProvider } from '@/features/professors/components/profile-replies';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/instructors/$instructorId/')({
  loader: () => ensureMessagePart('browse'),
  component: InstructorRoute,
});

/** The professors' part of the page: the profile's replies under its ratings. */
const REPLIES = { Provider: RepliesProvider, Reply: RatingReply };

function InstructorRoute() {
  const { instructorId } = Route.useParams();
  return <InstructorPage id={instructorId} replies={REPLIES} />;
}
