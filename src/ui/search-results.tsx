import type { ReactNode } from 'react';
import { institutionDisplayName } from '@/domain/display-name';
import type { Language } from '@/domain/languages';
import { qualityTone } from '@/domain/score-colour';
import { useT } from '@/lib/i18n/use-t';
import { InstitutionFilter } from './institution-filter';
import { ScoreBadge } from './score-badge';
import { SearchBox } from './search-box';

type InstitutionNames = ReadonlyMap<string, { id: string; name: string; name_ar: string }>;

/** One row of a search's results: the link to it, where it is, its overall score and review count. */
export function ResultItem({
  name,
  place,
  score,
  reviews,
  action,
}: {
  name: ReactNode;
  place: ReactNode;
  score: number;
  reviews: number;
  /** A control about this result (Add to compare). */
  action?: ReactNode;
}) {
  const t = useT();
  return (
    <li className="result">
      <div className="result-main">
        {name}
        <span className="result-place">{place}</span>
      </div>
      <div className="result-rating">
        <ScoreBadge value={score} tone={qualityTone(score)} />
        <span className="result-reviews">{t('browse.reviews', { count: reviews })}</span>
      </div>
      {action ? <div className="result-action">{action}</div> : null}
    </li>
  );
}

/**
 * A result's institution in the interface language when the mirrored list knows it (search rows carry only the
 * French name), tagged with its own language when that differs from the page's.
 */
export function InstitutionPlace({
  names,
  id,
  fallback,
  language,
}: {
  names: InstitutionNames;
  id: string;
  fallback: string;
  language: Language;
}) {
  const place = institutionDisplayName(names.get(id), fallback, language);
  return <span lang={place.lang === language ? undefined : place.lang}>{place.text}</span>;
}

interface ScopedSearch {
  q?: string;
  institution?: string;
  page?: number;
}

/**
 * The search form of instructors and programs: the text (empty lists them all), an optional institution, then
 * the page's other fields (`children`: a kind of degree, the order).
 */
export function ScopedSearchForm<S extends ScopedSearch>({
  label,
  search,
  onSearch,
  names,
  language,
  children,
}: {
  label: string;
  search: S;
  onSearch: (next: S) => void;
  names: InstitutionNames;
  language: Language;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchBox
        label={label}
        hint={t('browse.search.hint')}
        value={search.q ?? ''}
        onCommit={(q) => onSearch({ ...search, q: q || undefined, page: undefined })}
      />
      <InstitutionFilter
        names={names}
        language={language}
        value={search.institution ?? ''}
        onChange={(institution) => onSearch({ ...search, institution: institution || undefined, page: undefined })}
      />
      {children}
    </form>
  );
}
