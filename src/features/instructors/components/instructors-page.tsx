import { Link } from '@tanstack/react-router';
import type { InstructorSearchParams } from '@/domain/browse-search';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { CompareToggle, CompareTray } from '@/slices/compare/components/compare-toggle';
import { ListSort, ListSortHints } from '@/ui/list-sort';
import { OfflineBanner } from '@/ui/offline-banner';
import { PageFrame } from '@/ui/page-frame';
import { Pager } from '@/ui/pager';
import { InstitutionPlace, ResultItem, ScopedSearchForm } from '@/ui/search-results';
import { SearchStatus } from '@/ui/search-status';
import { useInstitutionNames, useResultInstitutionNames } from '../use-institution-names';
import { useInstructorSearch } from '../use-instructor-search';

interface Props {
  search: InstructorSearchParams;
  onSearch: (next: InstructorSearchParams) => void;
}

/**
 * `/instructors`: every instructor, or those matching a name, within an institution, in a chosen order (best
 * rated by default; a name searched, by best match); offline over the instructors seen before.
 */
export function InstructorsPage({ search, onSearch }: Props) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const names = useInstitutionNames();
  const places = useResultInstitutionNames(names);
  const result = useInstructorSearch(search);
  const addLink = (
    <Link className="button button-secondary" to="/instructors/add">
      {t('instructors.add.title')}
    </Link>
  );
  return (
    <PageFrame title={t('instructors.title')} intro={t('instructors.intro')}>
      <OfflineBanner fetchedAt={result.status === 'ready' ? result.fetchedAt : undefined} />
      <ScopedSearchForm
        label={t('browse.search.instructorName')}
        search={search}
        onSearch={onSearch}
        names={names}
        language={language}
      >
        <ListSort
          sort={search.sort}
          searching={!!search.q}
          onChange={(sort) => onSearch({ ...search, sort, page: undefined })}
        />
      </ScopedSearchForm>
      <ListSortHints
        sort={search.sort}
        searching={!!search.q}
        offlineSubset={result.status === 'ready' && result.fromMirror && result.fetchedAt === 0}
      />
      <SearchStatus state={result.status} retry={result.status === 'offline-unavailable' ? result.retry : undefined}>
        {result.status === 'ready' ? (
          result.rows.length === 0 && (search.page ?? 1) === 1 ? (
            <div className="no-results">
              <p role="status">{t('browse.instructors.none')}</p>
              <p>{addLink}</p>
            </div>
          ) : (
            <>
              <CompareTray />
              <ul className="result-list">
                {result.rows.map((row) => (
                  <ResultItem
                    key={row.id}
                    name={
                      <Link className="result-name" to="/instructors/$instructorId" params={{ instructorId: row.id }}>
                        {row.name}
                      </Link>
                    }
                    place={
                      <>
                        <InstitutionPlace
                          names={places}
                          id={row.institution_id}
                          fallback={row.institution_name}
                          language={language}
                        />
                        {row.department ? ` · ${row.department}` : ''}
                      </>
                    }
                    score={row.avg_overall_quality}
                    reviews={row.review_count}
                    action={<CompareToggle kind="instructors" id={row.id} name={row.name} />}
                  />
                ))}
              </ul>
              <Pager
                page={search.page ?? 1}
                hasNext={result.hasNext}
                onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
              />
              <p className="add-hint">
                {t('browse.instructors.notListed')} {addLink}
              </p>
            </>
          )
        ) : null}
      </SearchStatus>
    </PageFrame>
  );
}
