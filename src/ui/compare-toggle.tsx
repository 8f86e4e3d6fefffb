import { Link } from '@tanstack/react-router';
import { COMPARE_MAX, type CompareKind } from '@/domain/compare-search';
import { addToCompare, removeFromCompare, useCompareSelection } from '@/lib/compare/compare-store';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import './compare.css';

const kindLabel = (kind: CompareKind): MessageId => `compare.kind.${kind}`;

/** "Add to compare" or "Remove from compare" for one record; the record's name completes the button's name. */
export function CompareToggle({ kind, id, name, nameLang }: { kind: CompareKind; id: string; name: string; nameLang?: string }) {
  const t = useT();
  const selection = useCompareSelection();
  const selected = selection.kind === kind && selection.ids.includes(id);
  return (
    <button
      type="button"
      className="button button-secondary compare-toggle"
      onClick={() => (selected ? removeFromCompare(id) : addToCompare(kind, id))}
    >
      {t(selected ? 'compare.remove' : 'compare.add')}{' '}
      <span className="visually-hidden" lang={nameLang}>
        {name}
      </span>
    </button>
  );
}

/**
 * How many records wait to be compared, with the link to /compare, and what the last add did (a new
 * selection of another kind, or a refused fourth record). A live region: screen readers hear each change.
 */
export function CompareTray() {
  const t = useT();
  const { kind, ids, notice } = useCompareSelection();
  return (
    <div className="compare-tray" role="status">
      {notice?.outcome === 'full' ? <p className="compare-notice">{t('compare.notice.full', { max: COMPARE_MAX })}</p> : null}
      {notice?.outcome === 'restarted' && kind && notice.previous ? (
        <p className="compare-notice">
          {t('compare.notice.restarted', { kind: t(kindLabel(kind)), previous: t(kindLabel(notice.previous)) })}
        </p>
      ) : null}
      {kind && ids.length > 0 ? (
        <p className="compare-count">
          {t('compare.tray.count', { count: ids.length, max: COMPARE_MAX, kind: t(kindLabel(kind)) })}{' '}
          <Link to="/compare" search={{ kind, ids: ids.join(',') }}>
            {t('compare.tray.open')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
