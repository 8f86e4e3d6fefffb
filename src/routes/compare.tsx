import { createFileRoute } from '@tanstack/react-router';
import { compareIds, parseCompareSearch } from '@/domain/compare-search';
import { ComparePage } from '@/features/compare/components/compare-page';
import { pendingSelection } from '@/lib/compare/compare-store';
import { ensureMessagePart } from '@/lib/i18n/language-store';
import { useEffect, useMemo } from 'react';

export const Route = createFileRoute('/compare')({
  validateSearch: parseCompareSearch,
  loader: () => ensureMessagePart('browse'),
  component: CompareRoute,
});

function CompareRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const ids = useMemo(() => compareIds(search.ids), [search.ids]);
  // A bare /compare opens what was picked on the record pages, if anything.
  useEffect(() => {
    if (search.kind) return;
    const pending = pendingSelection();
    if (pending.kind && pending.ids.length > 0) void navigate({ search: { kind: pending.kind, ids: pending.ids.join(',') }, replace: true });
  }, [search.kind, navigate]);
  return (
    <ComparePage
      kind={search.kind}
      ids={ids}
      onChange={(next) => navigate({ search: next.length > 0 ? { kind: search.kind, ids: next.join(',') } : { kind: search.kind } })}
    />
  );
}
