import { Link } from '@tanstack/react-router';
import { displayName } from '@/domain/display-name';
import type { CompareKind } from '@/domain/compare-search';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import type { CompareColumn } from '../use-compare-column';

/** A column's name as shown, with its language when that is not the interface's. */
export function useColumnName(column: CompareColumn): { text: string; lang?: string } | undefined {
  const language = useI18n((s) => s.language);
  if (column.status !== 'found' || !column.name) return undefined;
  const { name, nameAr, lang } = column.name;
  if (nameAr === undefined) return { text: name, lang: lang === language ? undefined : lang };
  const shown = displayName({ name, nameAr }, language);
  return { text: shown.text, lang: shown.lang === language ? undefined : shown.lang };
}

function RecordLink({ kind, id, children, lang }: { kind: CompareKind; id: string; children: string; lang?: string }) {
  switch (kind) {
    case 'institutions':
      return (
        <Link to="/institutions/$institutionId" params={{ institutionId: id }} lang={lang}>
          {children}
        </Link>
      );
    case 'programs':
      return (
        <Link to="/programs/$programId" params={{ programId: id }} lang={lang}>
          {children}
        </Link>
      );
    case 'instructors':
      return (
        <Link to="/instructors/$instructorId" params={{ instructorId: id }} lang={lang}>
          {children}
        </Link>
      );
  }
}

/** A column's heading: the record's name (a link to its page) and Remove; or what keeps it from showing. */
export function ColumnHeader({
  kind,
  column,
  onRemove,
}: {
  kind: CompareKind;
  column: CompareColumn;
  onRemove: (id: string) => void;
}) {
  const t = useT();
  const name = useColumnName(column);
  const label = name?.text || t('compare.unnamed');
  return (
    <th scope="col" className="compare-column">
      {column.status === 'found' ? (
        <>
          <RecordLink kind={kind} id={column.id} lang={name?.lang}>
            {label}
          </RecordLink>
          {column.name?.place ? (
            <span className="compare-place" lang="fr">
              {column.name.place}
            </span>
          ) : null}
        </>
      ) : (
        <span className="compare-state">
          {column.status === 'loading' ? t('status.loading') : null}
          {column.status === 'not-found' ? t('compare.column.notFound') : null}
          {column.status === 'offline-unavailable' ? t('browse.offlineUnavailable.title') : null}
        </span>
      )}
      <span className="compare-column-actions">
        {column.status === 'offline-unavailable' ? (
          <button type="button" className="button button-secondary compare-small" onClick={column.retry}>
            {t('status.retry')}
          </button>
        ) : null}
        <button type="button" className="button button-secondary compare-small" onClick={() => onRemove(column.id)}>
          {t('compare.remove')}{' '}
          <span className="visually-hidden" lang={name?.lang}>
            {label}
          </span>
        </button>
      </span>
    </th>
  );
}
