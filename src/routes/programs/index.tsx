import { createFileRoute } from '@tanstack/react-router';
import { parseProgramSearch, type ProgramSearchParams } from '@/domain/browse-search';
import { ProgramsPage } from '@/features/programs/components/programs-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/programs/')({
  validateSearch: parseProgramSearch,
  loader: () => ensureMessagePart('browse'),
  component: ProgramsRoute,
});

function ProgramsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new text or filter replaces the history entry's search; paging adds entries so Back returns a page.
  const onSearch = (next: ProgramSearchParams) =>
    navigate({ search: next, replace: (next.page ?? 1) === (search.page ?? 1) });
  return <ProgramsPage search={search} onSearch={onSearch} />;
}
