import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate, type LinkProps } from '@tanstack/react-router';
import { displayName } from '@/domain/display-name';
import { governorateName } from '@/domain/governorates';
import type { Language } from '@/domain/languages';
import { SEARCH_TEXT_MAX } from '@/domain/search-text';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { LoadingState } from '@/ui/loading-state';
import { nextFocus } from '../search-box-keys';
import { useSearchBox, UNIFIED_KINDS, type Row, type UnifiedKind } from '../use-search-box';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A result's name (in the reader's language where the row has it) and where it is. */
function describe(kind: UnifiedKind, row: Row, language: Language): { name: string; lang?: string; place: string } {
  if (kind === 'institutions') {
    const shown = displayName({ name: text(row.name), nameAr: text(row.name_ar) }, language);
    return {
      name: shown.text,
      lang: shown.lang === language ? undefined : shown.lang,
      place: governorateName(text(row.governorate), language),
    };
  }
  if (kind === 'programs') {
    const ar = language === 'ar' && text(row.discipline_major_ar) !== '';
    const name = ar ? text(row.discipline_major_ar) : text(row.discipline_major);
    const pathway = ar ? text(row.specialization_pathway_ar) : text(row.specialization_pathway);
    return { name: pathway ? `${name} · ${pathway}` : name, place: text(row.institution_name) };
  }
  return { name: text(row.name), place: text(row.institution_name) };
}

type Open = (go: () => void) => void;

/** A link that, on a plain click or Enter, hands its navigation to `onOpen` (the dialog closes first). */
function OpenLink({
  link,
  onOpen,
  className,
  children,
}: {
  link: LinkProps;
  onOpen: Open;
  className: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(() => void navigate(link));
  };
  return (
    <Link className={className} {...link} onClick={onClick}>
      {children}
    </Link>
  );
}

function linkTo(kind: UnifiedKind, id: string): LinkProps {
  if (kind === 'institutions') return { to: '/institutions/$institutionId', params: { institutionId: id } };
  if (kind === 'programs') return { to: '/programs/$programId', params: { programId: id } };
  return { to: '/instructors/$instructorId', params: { instructorId: id } };
}

function ResultLink({
  kind,
  row,
  language,
  onOpen,
}: {
  kind: UnifiedKind;
  row: Row;
  language: Language;
  onOpen: Open;
}) {
  const { name, lang, place } = describe(kind, row, language);
  return (
    <OpenLink className="unified-link" link={linkTo(kind, row.id)} onOpen={onOpen}>
      <span className="unified-name" lang={lang}>
        {name}
      </span>
      {place ? <span className="unified-place">{place}</span> : null}
    </OpenLink>
  );
}

const MORE_PATH = { institutions: '/institutions', programs: '/programs', instructors: '/instructors' } as const;

/**
 * The search of every page: a search field, then the results grouped by kind under a heading each, with a
 * link to the kind's own page for more. A known-accessible pattern (a field plus a list of links, the counts
 * in a live region) rather than a combobox: the results are links with headings between them, which a
 * listbox cannot hold. Arrows move from the field into the links and back (search-box-keys.ts).
 */
export function SearchPanel({ onOpen, fieldRef }: { onOpen: Open; fieldRef?: RefObject<HTMLInputElement | null> }) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const id = useId();
  const { text: typed, setText, searched, state, shown } = useSearchBox();
  const root = useRef<HTMLDivElement>(null);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('.unified-results a') ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const input = root.current?.querySelector('input');
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = nextFocus(document.activeElement === input ? -1 : current, event.key, all.length);
    if (next === null || (current === -1 && document.activeElement !== input)) return;
    event.preventDefault();
    (next === -1 ? input : all[next])?.focus();
  };

  const total = shown ? UNIFIED_KINDS.reduce((n, kind) => n + shown.rows[kind].length, 0) : 0;
  let status = '';
  if (searched !== '' && state.status === 'loading' && !shown) status = t('browse.unified.searching');
  else if (shown && shown.q === searched)
    status = total === 0 ? t('browse.unified.none', { q: searched }) : t('browse.unified.found', { count: total });

  return (
    <div className="unified-search" ref={root} onKeyDown={onKeyDown}>
      <form role="search" className="field search-field" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-q`}>{t('browse.unified.label')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          ref={fieldRef}
          maxLength={SEARCH_TEXT_MAX}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('browse.unified.hint')}
        </p>
      </form>
      <p id={`${id}-status`} className="unified-status" role="status">
        {status}
      </p>
      {state.status === 'offline-unavailable' ? (
        <p className="unified-offline">
          {t('browse.offlineUnavailable.searchText')}{' '}
          <button type="button" className="link-button" onClick={state.retry}>
            {t('status.retry')}
          </button>
        </p>
      ) : null}
      {searched !== '' && state.status === 'loading' && !shown ? <LoadingState /> : null}
      {shown && total > 0 ? (
        <div className="unified-results">
          {shown.fromMirror ? <p className="unified-offline">{t('browse.unified.saved')}</p> : null}
          {UNIFIED_KINDS.filter((kind) => shown.rows[kind].length > 0).map((kind) => (
            <section key={kind} className="unified-group" aria-labelledby={`${id}-${kind}`}>
              <h3 id={`${id}-${kind}`} className="unified-heading">
                {t(`browse.unified.${kind}`)}
              </h3>
              <ul className="unified-list">
                {shown.rows[kind].map((row) => (
                  <li key={row.id}>
                    <ResultLink kind={kind} row={row} language={language} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
              <OpenLink className="unified-more" link={{ to: MORE_PATH[kind], search: { q: shown.q } }} onOpen={onOpen}>
                {t(`browse.unified.more.${kind}`, { q: shown.q })}
              </OpenLink>
            </section>
          ))}
        </div>
      ) : null}
    </div>
  );
}
