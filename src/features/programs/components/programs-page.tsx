import { Link } from '@tanstack/react-router';
import type { ProgramSearchParams } from '@/domain/browse-search';
import { PROGRAM_DEGREES } from '@/domain/ranked-lists';
import { degreeLabel } from '@/lib/i18n/labels';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { CompareToggle, CompareTray } from '@/slices/compare/components/compare-toggle';
import { ListSort, ListSortHints } from '@/ui/list-sort';
import { OfflineBanner } from '@/ui/offline-banner';
import { PageFrame } from '@/ui/page-frame';
import { Pager } from '@/ui/pager';
import { InstitutionPlace, ResultItem, ScopedSearchForm } from '@/ui/search-results';
import { SearchStatus } from '@/ui/search-status';
import { SelectField } from '@/ui/select-field';
import { useInstitutionNames, useResultInstitutionNames } from '../use-institution-names';
import { useProgramSearch } from '../use-program-search';

interface Props {
  search: ProgramSearchParams;
  onSearch: (next: ProgramSearchParams) => void;
}

/**
 * `/programs`: every program, or those matching a discipline or specialization, within an institution and a kind
 * of degree, in a chosen order (best rated by default; a text searched, by best match).
 */
export function ProgramsPage({ search, onSearch }: Props) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const names = useInstitutionNames();
  const places = useResultInstitutionNames(names);
  const result = useProgramSearch(search);
  return (
    <PageFrame title={t('programs.title')} intro={t('programs.intro')}>
      <OfflineBanner fetchedAt={result.status === 'ready' ? result.fetchedAt : undefined} />
      <ScopedSearchForm
        label={t('browse.search.programName')}
        search={search}
        onSearch={onSearch}
        names={names}
        language={language}
      >
        <SelectField
          label={t('browse.filter.degree')}
          anyLabel={t('browse.filter.any')}
          value={search.degree ?? ''}
          options={PROGRAM_DEGREES.map((value) => ({
            value,
            label: t(degreeLabel(value)),
          }))}
          onChange={(value) =>
            onSearch({
              ...search,
              degree: PROGRAM_DEGREES.find((d) => d === value),
              page: undefined,
            })
          }
        />
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
            <p className="no-results" role="status">
              {t('browse.programs.none')}
            </p>
          ) : (
            <>
              <CompareTray />
              <ul className="result-list">
                {result.rows.map((row) => (
                  <ResultItem
                    key={row.id}
                    name={
                      <Link className="result-name" to="/programs/$programId" params={{ programId: row.id }} lang="fr">
                        {row.specialization_pathway || row.discipline_major}
                      </Link>
                    }
                    place={
                      <>
                        {row.specialization_pathway ? <span lang="fr">{row.discipline_major} · </span> : null}
                        <InstitutionPlace
                          names={places}
                          id={row.institution_id}
                          fallback={row.institution_name}
                          language={language}
                        />
                      </>
                    }
                    score={row.overall_rating}
                    reviews={row.review_count}
                    action={
                      <CompareToggle
                        kind="programs"
                        id={row.id}
                        name={row.specialization_pathway || row.discipline_major}
                        nameLang="fr"
                      />
                    }
                  />
                ))}
              </ul>
              <Pager
                page={search.page ?? 1}
                hasNext={result.hasNext}
                onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
              />
            </>
          )
        ) : null}
      </SearchStatus>
    </PageFrame>
  );
}
