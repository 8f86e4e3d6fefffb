import { useMemo } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  COMPARE_STORAGE_KEY,
  compareIds,
  parseCompareSearch,
  saysCompareSearch,
  storedCompareSearch,
} from '@/domain/compare-search';
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
  // A bare /compare, or one whose link names no valid comparison (an unknown kind, no valid id), opens what was
  // picked on the record pages, if anything, under its own URL, so it can be shared; with nothing picked it is
  // the bare /compare. A link with some bad ids is rewritten to the ones shown. Nothing here erases the pending
  // selection: only a comparison actually shown replaces it.
  beforeLoad: ({ search, location }) => {
    const target = search.kind ? { kind: search.kind, ids: search.ids } : storedSelection();
    if (!saysCompareSearch(location.search, target)) throw redirect({ to: '/compare', search: target, replace: true });
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
      onChange={(next) => navigate({ search: next.length > 0 ? { kind: search.kind, ids: next.join(',') } : {} })}
    />
  );
}
