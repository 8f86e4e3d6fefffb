import { Link } from '@tanstack/react-router';
import { COMPARE_MAX, type CompareKind } from '@/domain/compare-search';
import { addToCompare, removeFromCompare, useCompareSelection } from '../compare-store';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';

const kindLabel = (kind: CompareKind): MessageId => `compare.kind.${kind}`;

/**
 * "Add to compare" or "Remove from compare" for one record; the record's name completes the button's name.
 * A refused fourth record and a new selection of another kind are said in a notification, which shows
 * wherever the page is scrolled.
 */
export function CompareToggle({
  kind,
  id,
  name,
  nameLang,
}: {
  kind: CompareKind;
  id: string;
  name: string;
  nameLang?: string;
}) {
  const t = useT();
  const selection = useCompareSelection();
  const selected = selection.kind === kind && selection.ids.includes(id);
  const toggle = () => {
    if (selected) return removeFromCompare(id);
    const previous = selection.kind;
    const outcome = addToCompare(kind, id);
    if (outcome === 'full') notify.error(t('compare.notice.full', { max: COMPARE_MAX }));
    if (outcome === 'restarted' && previous) {
      notify.info(t('compare.notice.restarted', { kind: t(kindLabel(kind)), previous: t(kindLabel(previous)) }));
    }
  };
  return (
    <button type="button" className="button button-secondary compare-toggle" onClick={toggle}>
      {t(selected ? 'compare.remove' : 'compare.add')}{' '}
      <span className="visually-hidden" lang={nameLang}>
        {name}
      </span>
    </button>
  );
}

/** How many records wait to be compared, with the link to /compare; a live region, so each change is heard. */
export function CompareTray() {
  const t = useT();
  const { kind, ids } = useCompareSelection();
  return (
    <div className="compare-tray" role="status">
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
