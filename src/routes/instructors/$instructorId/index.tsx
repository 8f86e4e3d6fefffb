import { createFileRoute } from '@tanstack/react-router';
import { parseInstructorPageSearch, type RatingListSearch } from '@/domain/rating-list-search';
import { InstructorPage } from '@/features/instructors/components/instructor-page';
import { RatingReply, RepliesProvider } from '@/features/professors/components/profile-replies';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/instructors/$instructorId/')({
  validateSearch: parseInstructorPageSearch,
  loader: () => ensureMessagePart('browse'),
  component: InstructorRoute,
});

/** The professors' part of the page: the profile's replies under its ratings. */
const REPLIES = { Provider: RepliesProvider, Reply: RatingReply };

function InstructorRoute() {
  const { instructorId } = Route.useParams();
  const order = Route.useSearch();
  const navigate = Route.useNavigate();
  // Another order of the same page: it replaces the history entry and keeps the reader where they are.
  const onOrder = (next: RatingListSearch) => navigate({ search: next, replace: true, resetScroll: false });
  return <InstructorPage id={instructorId} order={order} onOrder={onOrder} replies={REPLIES} />;
}
