import { useEffect, useRef, type RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { COMPARE_MAX, type CompareKind } from '@/domain/compare-search';
import { replaceCompareSelection } from '@/slices/compare/compare-store';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { StatusPanel } from '@/ui/status-panel';
import { useCompareColumn } from '../use-compare-column';
import { CompareTable } from './compare-table';

const SEARCH_PAGE = { institutions: '/institutions', programs: '/programs', instructors: '/instructors' } as const;

interface Props {
  kind: CompareKind | undefined;
  ids: readonly string[];
  /** A new list of ids (a column removed). */
  onChange: (ids: readonly string[]) => void;
}

/** `/compare`: up to three records of one kind side by side; the URL holds the selection. */
export function ComparePage({ kind, ids, onChange }: Props) {
  const t = useT();
  // The URL is the selection from now on: record pages show what this page compares.
  useEffect(() => {
    if (kind) replaceCompareSelection(kind, ids);
  }, [kind, ids]);
  // A removed column takes its focused Remove button along: the table (or, when no column is left, the empty
  // comparison's heading) takes the focus instead of the page body.
  const region = useRef<HTMLDivElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    (ids.length > 0 ? region.current : emptyHeading.current)?.focus();
  }, [ids.length]);
  const remove = (from: CompareKind, id: string) => {
    removed.current = true;
    const next = ids.filter((other) => other !== id);
    // Before the URL changes: a /compare left with no column opens the pending selection, which must not
    // bring the removed record back.
    replaceCompareSelection(from, next);
    onChange(next);
  };
  if (!kind || ids.length === 0) {
    return (
      <PageFrame title={t('compare.title')} intro={t('compare.intro')}>
        <StatusPanel title={t('compare.empty.title')} text={t('compare.empty.text')} headingRef={emptyHeading}>
          <Link className="button button-secondary" to="/institutions">
            {t('institutions.title')}
          </Link>
          <Link className="button button-secondary" to="/programs">
            {t('programs.title')}
          </Link>
          <Link className="button button-secondary" to="/instructors">
            {t('instructors.title')}
          </Link>
        </StatusPanel>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('compare.title')} intro={t('compare.intro')}>
      <CompareColumns kind={kind} ids={ids} onRemove={(id) => remove(kind, id)} regionRef={region} />
      {ids.length < COMPARE_MAX ? (
        <p className="compare-more">
          <Link to={SEARCH_PAGE[kind]}>{t('compare.addMore', { kind: t(`compare.kind.${kind}`) })}</Link>
        </p>
      ) : null}
    </PageFrame>
  );
}

/** The three column reads are always made (hooks run in a fixed order); an absent id reads nothing. */
function CompareColumns({
  kind,
  ids,
  onRemove,
  regionRef,
}: {
  kind: CompareKind;
  ids: readonly string[];
  onRemove: (id: string) => void;
  regionRef: RefObject<HTMLDivElement | null>;
}) {
  const first = useCompareColumn(kind, ids[0] ?? '');
  const second = useCompareColumn(kind, ids[1] ?? '');
  const third = useCompareColumn(kind, ids[2] ?? '');
  const columns = [first, second, third].slice(0, ids.length);
  return <CompareTable kind={kind} columns={columns} onRemove={onRemove} regionRef={regionRef} />;
}
