import { createFileRoute } from '@tanstack/react-router';
import { parseInstructorSearch, type InstructorSearchParams } from '@/domain/browse-search';
import { InstructorsPage } from '@/features/instructors/components/instructors-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/instructors/')({
  validateSearch: parseInstructorSearch,
  loader: () => ensureMessagePart('browse'),
  component: InstructorsRoute,
});

function InstructorsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new text or filter replaces the history entry's search; paging adds entries so Back returns a page.
  const onSearch = (next: InstructorSearchParams) =>
    navigate({ search: next, replace: (next.page ?? 1) === (search.page ?? 1) });
  return <InstructorsPage search={search} onSearch={onSearch} />;
}
