import { DEFAULT_RATING_SORT, RATING_SORTS, type RatingListSearch, type RatingSort } from '@/domain/rating-list-search';
import { useT } from '@/lib/i18n/use-t';
import type { RatingsState } from '@/lib/mirror/use-active-ratings';
import { SelectField } from './select-field';

const SORT_LABELS = {
  newest: 'browse.order.newest',
  helpful: 'browse.order.helpful',
  highest: 'browse.order.highest',
  lowest: 'browse.order.lowest',
} as const satisfies Record<RatingSort, string>;

const FILTER_LABELS = {
  course: { label: 'browse.order.course', anyLabel: 'browse.order.anyCourse' },
  enrolment: { label: 'browse.order.enrolment', anyLabel: 'browse.order.anyEnrolment' },
} as const;

export interface RatingFilterControl {
  /** The URL parameter it sets (and the select's labels). */
  name: keyof typeof FILTER_LABELS;
  /** '' for every rating. */
  value: string;
  options: readonly { value: string; label: string }[];
}

/**
 * Above a ratings list: the sort, the kind's filter when it has one, and, offline, a word when the list was ordered
 * among only some of the target's ratings (those in this device's mirror). Native selects: keyboards and screen
 * readers know them everywhere. A change goes to the URL (`onSearch`), which is what the list follows.
 */
export function RatingOrderControls({
  search,
  onSearch,
  filter,
  state,
}: {
  search: RatingListSearch;
  onSearch: (next: RatingListSearch) => void;
  filter?: RatingFilterControl;
  state: RatingsState<unknown>;
}) {
  const t = useT();
  const sorts = RATING_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }));
  const partial = state.status === 'ready' && state.offlineSubset !== undefined && !state.offlineSubset.complete;
  return (
    <div className="rating-order">
      <div className="rating-order-fields">
        <SelectField
          label={t('browse.order.sort')}
          value={search.sort ?? DEFAULT_RATING_SORT}
          options={sorts}
          onChange={(value) => {
            const sort = RATING_SORTS.find((s) => s === value && s !== DEFAULT_RATING_SORT);
            onSearch({ ...search, sort });
          }}
        />
        {filter ? (
          <SelectField
            label={t(FILTER_LABELS[filter.name].label)}
            anyLabel={t(FILTER_LABELS[filter.name].anyLabel)}
            value={filter.value}
            options={filter.options}
            onChange={(value) => onSearch({ ...search, [filter.name]: value === '' ? undefined : value })}
          />
        ) : null}
      </div>
      {partial ? <p className="field-hint">{t('browse.order.offlinePartial')}</p> : null}
    </div>
  );
}
