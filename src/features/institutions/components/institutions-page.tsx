import { Link } from '@tanstack/react-router';
import type { InstitutionSearchParams } from '@/domain/browse-search';
import { displayName } from '@/domain/display-name';
import { governorateName, GOVERNORATE_NAMES, SECTORS } from '@/domain/governorates';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { CompareToggle, CompareTray } from '@/slices/compare/components/compare-toggle';
import { ListSort, ListSortHints } from '@/ui/list-sort';
import { OfflineBanner } from '@/ui/offline-banner';
import { PageFrame } from '@/ui/page-frame';
import { Pager } from '@/ui/pager';
import { SearchBox } from '@/ui/search-box';
import { ResultItem } from '@/ui/search-results';
import { SearchStatus } from '@/ui/search-status';
import { SelectField } from '@/ui/select-field';
import { useInstitutionSearch } from '../use-institution-search';

interface Props {
  search: InstitutionSearchParams;
  onSearch: (next: InstitutionSearchParams) => void;
}

/**
 * `/institutions`: name, sector and governorate (ANDed), in a chosen order (best rated by default; a name
 * searched, by best match), 20 per page; works offline over the mirrored list.
 */
export function InstitutionsPage({ search, onSearch }: Props) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const result = useInstitutionSearch(search, language);
  const sectorLabel = (sector: string) =>
    sector === 'PRIVATE' ? t('browse.sector.PRIVATE') : t('browse.sector.PUBLIC');
  return (
    <PageFrame title={t('institutions.title')} intro={t('institutions.intro')}>
      <OfflineBanner fetchedAt={result.status === 'ready' ? result.fetchedAt : undefined} />
      <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchBox
          label={t('browse.search.institutionName')}
          hint={t('browse.search.hint')}
          value={search.q ?? ''}
          onCommit={(q) => onSearch({ ...search, q: q || undefined, page: undefined })}
        />
        <SelectField
          label={t('browse.filter.sector')}
          anyLabel={t('browse.filter.any')}
          value={search.sector ?? ''}
          options={SECTORS.map((s) => ({ value: s, label: sectorLabel(s) }))}
          onChange={(value) =>
            onSearch({ ...search, sector: (value || undefined) as InstitutionSearchParams['sector'], page: undefined })
          }
        />
        <SelectField
          label={t('browse.filter.governorate')}
          anyLabel={t('browse.filter.any')}
          value={search.governorate ?? ''}
          options={GOVERNORATE_NAMES.map((g) => ({ value: g, label: governorateName(g, language) }))}
          onChange={(value) =>
            onSearch({
              ...search,
              governorate: (value || undefined) as InstitutionSearchParams['governorate'],
              page: undefined,
            })
          }
        />
        <ListSort
          sort={search.sort}
          searching={!!search.q}
          onChange={(sort) => onSearch({ ...search, sort, page: undefined })}
        />
      </form>
      <ListSortHints sort={search.sort} searching={!!search.q} />
      <SearchStatus state={result.status} retry={result.status === 'offline-unavailable' ? result.retry : undefined}>
        {result.status === 'ready' ? (
          <>
            <p className="result-count" role="status">
              {t('browse.results.count', { count: result.total })}
            </p>
            <CompareTray />
            <ul className="result-list">
              {result.rows.map((row) => {
                const name = displayName({ name: row.name, nameAr: row.name_ar }, language);
                return (
                  <ResultItem
                    key={row.id}
                    name={
                      <Link
                        className="result-name"
                        to="/institutions/$institutionId"
                        params={{ institutionId: row.id }}
                        lang={name.lang === language ? undefined : name.lang}
                      >
                        {name.text}
                      </Link>
                    }
                    place={
                      <>
                        {governorateName(row.governorate, language)} · {sectorLabel(row.sector)}
                      </>
                    }
                    score={row.overall_rating}
                    reviews={row.review_count}
                    action={
                      <CompareToggle
                        kind="institutions"
                        id={row.id}
                        name={name.text}
                        nameLang={name.lang === language ? undefined : name.lang}
                      />
                    }
                  />
                );
              })}
            </ul>
            <Pager
              page={result.page}
              hasNext={result.hasNext}
              onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
            />
          </>
        ) : null}
      </SearchStatus>
    </PageFrame>
  );
}
