import { createFileRoute } from '@tanstack/react-router';
import { parseInstitutionSearch, type InstitutionSearchParams } from '@/domain/browse-search';
import { InstitutionsPage } from '@/features/institutions/components/institutions-page';

export const Route = createFileRoute('/institutions/')({
  validateSearch: parseInstitutionSearch,
  component: InstitutionsRoute,
});

function InstitutionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new text or filter replaces the history entry's search; paging adds entries so Back returns a page.
  const onSearch = (next: InstitutionSearchParams) =>
    navigate({ search: next, replace: (next.page ?? 1) === (search.page ?? 1) });
  return <InstitutionsPage search={search} onSearch={onSearch} />;
}
