import { useMemo } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { COMPARE_STORAGE_KEY, compareIds, parseCompareSearch, storedCompareSearch } from '@/domain/compare-search';
import { ComparePage } from '@/features/compare/components/compare-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

function storedSelection() {
  try {
    return storedCompareSearch(localStorage.getItem(COMPARE_STORAGE_KEY));
  } catch {
    // No storage (the prerender, private modes): nothing pending.
    return {};
  }
}

export const Route = createFileRoute('/compare')({
  validateSearch: parseCompareSearch,
  // A bare /compare (or one whose kind was dropped) opens what was picked on the record pages, if anything,
  // under its own URL, so it can be shared.
  beforeLoad: ({ search }) => {
    if (search.kind) return;
    const pending = storedSelection();
    if (pending.kind) throw redirect({ to: '/compare', search: pending, replace: true });
  },
  loader: () => ensureMessagePart('browse'),
  component: CompareRoute,
});

function CompareRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const ids = useMemo(() => compareIds(search.ids), [search.ids]);
  return (
    <ComparePage
      kind={search.kind}
      ids={ids}
      onChange={(next) => navigate({ search: next.length > 0 ? { kind: search.kind, ids: next.join(',') } : { kind: search.kind } })}
    />
  );
}
