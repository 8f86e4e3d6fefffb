import type { ListSort as Sort } from '@/domain/browse-search';
import { BEST_RATED_MIN_REVIEWS, DIRECTORY_SORTS, directorySort } from '@/domain/directory';
import { shownSort } from '@/domain/ranked-lists';
import { listSortLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { SelectField } from './select-field';

/**
 * The order of a list page (institutions, instructors, programs): with a text, "best match" (the search's
 * order) comes first and stands for no sort chosen; without one the default is best rated.
 */
export function ListSort({
  sort,
  searching,
  onChange,
}: {
  sort?: Sort;
  searching: boolean;
  onChange: (sort: Sort | undefined) => void;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('browse.directory.sort')}
      value={shownSort(sort, searching)}
      anyLabel={searching ? t('browse.list.sort.match') : undefined}
      options={DIRECTORY_SORTS.map((value) => ({ value, label: t(listSortLabel(value)) }))}
      onChange={(value) => onChange(value === '' ? undefined : directorySort(value))}
    />
  );
}

/** Under a list: what "best rated" counts when it is the order shown, and that an offline order is partial. */
export function ListSortHints({
  sort,
  searching,
  offlineSubset,
}: {
  sort?: Sort;
  searching: boolean;
  offlineSubset?: boolean;
}) {
  const t = useT();
  const best = shownSort(sort, searching) === 'best';
  if (!best && !offlineSubset) return null;
  return (
    <div className="list-hints">
      {best ? <p className="field-hint">{t('browse.directory.bestHint', { min: BEST_RATED_MIN_REVIEWS })}</p> : null}
      {offlineSubset ? <p className="field-hint">{t('browse.directory.offlineSaved')}</p> : null}
    </div>
  );
}
