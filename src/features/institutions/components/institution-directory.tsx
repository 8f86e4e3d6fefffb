import { Fragment, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import {
  BEST_RATED_MIN_REVIEWS,
  DEFAULT_DIRECTORY_SORT,
  DIRECTORY_SORTS,
  directorySort,
  type DirectorySort,
} from '@/domain/directory';
import { useT } from '@/lib/i18n/use-t';
import { ResultItem } from '@/ui/search-results';
import { SelectField } from '@/ui/select-field';
import { ShowMore } from '@/ui/show-more';
import { useShowMoreFocus } from '@/ui/use-show-more-focus';
import { RatingSkeletons } from '@/ui/skeletons';
import { StatusPanel } from '@/ui/status-panel';
import {
  programName,
  useInstitutionInstructors,
  useInstitutionPrograms,
  type DirectoryInstructor,
  type DirectoryProgram,
  type DirectoryState,
} from '../use-institution-directory';

const SORT_LABELS = {
  best: 'browse.directory.sort.best',
  reviews: 'browse.directory.sort.reviews',
  name: 'browse.directory.sort.name',
} as const satisfies Record<DirectorySort, string>;

/** The institution's instructors and programs: what belongs to it, as links, 20 at a time. */
export function InstitutionDirectory({ id }: { id: string }) {
  const [instructorSort, setInstructorSort] = useState<DirectorySort>(DEFAULT_DIRECTORY_SORT);
  const [programSort, setProgramSort] = useState<DirectorySort>(DEFAULT_DIRECTORY_SORT);
  const instructors = useInstitutionInstructors(id, instructorSort);
  const programs = useInstitutionPrograms(id, programSort);
  const t = useT();
  return (
    <>
      <DirectorySection
        name="instructors"
        heading={t('browse.directory.instructors')}
        empty={t('browse.directory.noInstructors')}
        sort={instructorSort}
        onSort={setInstructorSort}
        state={instructors}
      >
        {(row: DirectoryInstructor) => (
          <ResultItem
            name={
              <Link className="result-name" to="/instructors/$instructorId" params={{ instructorId: row.id }}>
                {row.name}
              </Link>
            }
            place={row.department}
            score={Number(row.avg_overall_quality) || 0}
            reviews={Number(row.review_count) || 0}
          />
        )}
      </DirectorySection>
      <DirectorySection
        name="programs"
        heading={t('browse.directory.programs')}
        empty={t('browse.directory.noPrograms')}
        sort={programSort}
        onSort={setProgramSort}
        state={programs}
      >
        {(row: DirectoryProgram) => (
          <ResultItem
            name={
              <Link className="result-name" to="/programs/$programId" params={{ programId: row.id }} lang="fr">
                {programName(row)}
              </Link>
            }
            place={<span lang="fr">{row.specialization_pathway ? row.discipline_major : ''}</span>}
            score={Number(row.overall_rating) || 0}
            reviews={Number(row.review_count) || 0}
          />
        )}
      </DirectorySection>
    </>
  );
}

/**
 * One list: its heading, the order (a native select), what "best rated" counts, then the rows with "Show more".
 * After "Show more" the focus moves to the first row it brought, as in the ratings list.
 */
function DirectorySection<T extends { id: string }>({
  name,
  heading,
  empty,
  sort,
  onSort,
  state,
  children,
}: {
  name: string;
  heading: string;
  empty: string;
  sort: DirectorySort;
  onSort: (sort: DirectorySort) => void;
  state: DirectoryState<T>;
  children: (row: T) => ReactNode;
}) {
  const t = useT();
  const { list, more } = useShowMoreFocus<HTMLUListElement>(state, (row) => row.querySelector<HTMLElement>('a'));
  return (
    <section className="directory" aria-labelledby={`directory-${name}`} data-directory={name}>
      <h2 id={`directory-${name}`}>{heading}</h2>
      <div className="rating-order">
        <div className="rating-order-fields">
          <SelectField
            label={t('browse.directory.sort')}
            value={sort}
            options={DIRECTORY_SORTS.map((value) => ({
              value,
              label: t(SORT_LABELS[value]),
            }))}
            onChange={(value) => onSort(directorySort(value))}
          />
        </div>
        {sort === 'best' ? (
          <p className="field-hint">{t('browse.directory.bestHint', { min: BEST_RATED_MIN_REVIEWS })}</p>
        ) : null}
        {state.status === 'ready' && state.offlineSubset ? (
          <p className="field-hint">{t('browse.directory.offlineSaved')}</p>
        ) : null}
      </div>
      {state.status === 'loading' ? <RatingSkeletons count={2} /> : null}
      {state.status === 'offline-unavailable' ? (
        <StatusPanel title={t('browse.offlineUnavailable.title')} text={t('browse.directory.offline')}>
          <button type="button" className="button" onClick={state.retry}>
            {t('status.retry')}
          </button>
        </StatusPanel>
      ) : null}
      {state.status === 'ready' ? (
        state.rows.length === 0 ? (
          <p className="no-ratings">{empty}</p>
        ) : (
          <>
            <ul className="result-list" ref={list}>
              {state.rows.map((row) => (
                <Fragment key={row.id}>{children(row)}</Fragment>
              ))}
            </ul>
            {state.hasMore ? (
              <ShowMore
                label={t('browse.directory.more')}
                busyLabel={t('status.loading')}
                busy={state.loadingMore}
                onClick={more}
              />
            ) : null}
          </>
        )
      ) : null}
    </section>
  );
}
