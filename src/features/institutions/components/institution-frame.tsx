import type { ReactNode } from 'react';
import { displayName } from '@/domain/display-name';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { useDirectoryFigures } from '@/lib/mirror/use-directory-figures';
import { DirectorySummary } from '@/ui/directory-summary';
import { RecordStates } from '@/ui/record-states';
import { useInstitutionSummary } from '../use-institution-summary';

/** A name to show, with its language when that is not the interface's (for the `lang` attribute). */
export interface ShownName {
  text: string;
  lang?: string;
}

/**
 * The institution pages' shared states; `children` gets the institution's name once it is known. With
 * `directorySummary` (the institution's page), an institution never opened shows offline its figures from the
 * device's directory.
 */
export function InstitutionFrame({
  id,
  children,
  directorySummary = false,
}: {
  id: string;
  children: (name: ShownName) => ReactNode;
  directorySummary?: boolean;
}) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const state = useInstitutionSummary(id);
  const figures = useDirectoryFigures('institutions', id, directorySummary && state.status === 'offline-unavailable');
  const offline = figures && {
    title: displayName({ name: figures.name, nameAr: figures.nameAr }, language).text,
    render: (retry: () => void) => (
      <DirectorySummary facts={[]} score={figures.score} reviews={figures.reviews} retry={retry} />
    ),
  };
  return (
    <RecordStates
      state={state}
      offline={offline}
      trail={[{ label: t('institutions.title'), link: { to: '/institutions' } }]}
      pendingTitle={t('institution.title')}
      notFoundTitle={t('institution.notFound.title')}
      notFoundText={t('institution.notFound.text')}
      back={{ label: t('institutions.search'), link: { to: '/institutions' } }}
    >
      {(institution) => {
        const name = displayName(institution, language);
        return children({ text: name.text, lang: name.lang === language ? undefined : name.lang });
      }}
    </RecordStates>
  );
}
