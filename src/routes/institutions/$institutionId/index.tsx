import { createFileRoute } from '@tanstack/react-router';
import { parseInstitutionPageSearch, type RatingListSearch } from '@/domain/rating-list-search';
import { InstitutionPage } from '@/features/institutions/components/institution-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/institutions/$institutionId/')({
  validateSearch: parseInstitutionPageSearch,
  loader: () => ensureMessagePart('browse'),
  component: InstitutionRoute,
});

function InstitutionRoute() {
  const { institutionId } = Route.useParams();
  const order = Route.useSearch();
  const navigate = Route.useNavigate();
  // Another order of the same page: it replaces the history entry and keeps the reader where they are.
  const onOrder = (next: RatingListSearch) => navigate({ search: next, replace: true, resetScroll: false });
  return <InstitutionPage id={institutionId} order={order} onOrder={onOrder} />;
}
