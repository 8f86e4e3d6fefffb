import { Link } from '@tanstack/react-router';
import type { ProgramSearchParams } from '@/domain/browse-search';
import { displayName } from '@/domain/display-name';
import { qualityTone } from '@/domain/score-colour';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { InstitutionFilter } from '@/ui/institution-filter';
import { OfflineBanner } from '@/ui/offline-banner';
import { PageFrame } from '@/ui/page-frame';
import { Pager } from '@/ui/pager';
import { ScoreBadge } from '@/ui/score-badge';
import { SearchBox } from '@/ui/search-box';
import { SearchStatus } from '@/ui/search-status';
import { useInstitutionNames } from '../use-institution-names';
import { useProgramSearch } from '../use-program-search';

interface Props {
  search: ProgramSearchParams;
  onSearch: (next: ProgramSearchParams) => void;
}

/** `/programs`: by discipline or specialization (at least 3 characters) and institution. */
export function ProgramsPage({ search, onSearch }: Props) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const names = useInstitutionNames();
  const result = useProgramSearch(search);
  return (
    <PageFrame title={t('programs.title')} intro={t('programs.intro')}>
      <OfflineBanner fetchedAt={result.status === 'ready' ? result.fetchedAt : undefined} />
      <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchBox
          label={t('browse.search.programName')}
          hint={t('browse.search.hintRequired')}
          value={search.q ?? ''}
          onCommit={(q) => onSearch({ ...search, q: q || undefined, page: undefined })}
        />
        <InstitutionFilter
          names={names}
          language={language}
          value={search.institution ?? ''}
          onChange={(institution) => onSearch({ ...search, institution: institution || undefined, page: undefined })}
        />
      </form>
      {result.status === 'idle' ? <p className="search-idle">{t('browse.search.typeToSearch')}</p> : null}
      <SearchStatus state={result.status} retry={result.status === 'offline-unavailable' ? result.retry : undefined}>
        {result.status === 'ready' ? (
          result.rows.length === 0 && (search.page ?? 1) === 1 ? (
            <p className="no-results" role="status">
              {t('browse.programs.none')}
            </p>
          ) : (
            <>
              <ul className="result-list">
                {result.rows.map((row) => {
                  const institution = names.get(row.institution_id);
                  const place = institution
                    ? displayName({ name: institution.name, nameAr: institution.name_ar }, language)
                    : { text: row.institution_name, lang: 'fr' as const };
                  return (
                    <li key={row.id} className="result">
                      <div className="result-main">
                        <Link className="result-name" to="/programs/$programId" params={{ programId: row.id }} lang="fr">
                          {row.specialization_pathway || row.discipline_major}
                        </Link>
                        <span className="result-place">
                          {row.specialization_pathway ? <span lang="fr">{row.discipline_major} · </span> : null}
                          <span lang={place.lang === language ? undefined : place.lang}>{place.text}</span>
                        </span>
                      </div>
                      <div className="result-rating">
                        <ScoreBadge value={row.overall_rating} tone={qualityTone(row.overall_rating)} />
                        <span className="result-reviews">{t('browse.reviews', { count: row.review_count })}</span>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <Pager page={search.page ?? 1} hasNext={result.hasNext} onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })} />
            </>
          )
        ) : null}
      </SearchStatus>
    </PageFrame>
  );
}
