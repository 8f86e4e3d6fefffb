import { createFileRoute } from '@tanstack/react-router';
import { parseInstitutionSearch, type InstitutionSearchParams } from '@/domain/browse-search';
import { InstitutionsPage } from '@/features/institutions/components/institutions-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/institutions/')({
  validateSearch: parseInstitutionSearch,
  loader: () => ensureMessagePart('browse'),
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
