import { createFileRoute } from '@tanstack/react-router';
import { parseProgramPageSearch, type RatingListSearch } from '@/domain/rating-list-search';
import { ProgramPage } from '@/features/programs/components/program-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/programs/$programId/')({
  validateSearch: parseProgramPageSearch,
  loader: () => ensureMessagePart('browse'),
  component: ProgramRoute,
});

function ProgramRoute() {
  const { programId } = Route.useParams();
  const order = Route.useSearch();
  const navigate = Route.useNavigate();
  // Another order of the same page: it replaces the history entry and keeps the reader where they are.
  const onOrder = (next: RatingListSearch) => navigate({ search: next, replace: true, resetScroll: false });
  return <ProgramPage id={programId} order={order} onOrder={onOrder} />;
}
