import type { ReactNode } from 'react';
import { displayName } from '@/domain/display-name';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { useDirectoryFigures } from '@/lib/mirror/use-directory-figures';
import { DirectorySummary } from '@/ui/directory-summary';
import { RecordStates } from '@/ui/record-states';
import { useProgramSummary, type ProgramSummary } from '../use-program-summary';

/**
 * The program pages' shared states; `children` gets the program's name once it is known. With
 * `directorySummary` (the program's page), a program never opened shows offline its figures from the device's
 * directory.
 */
export function ProgramFrame({
  id,
  children,
  directorySummary = false,
}: {
  id: string;
  children: (name: string, program: ProgramSummary) => ReactNode;
  directorySummary?: boolean;
}) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const state = useProgramSummary(id);
  const figures = useDirectoryFigures('programs', id, directorySummary && state.status === 'offline-unavailable');
  const place = figures && displayName({ name: figures.institutionName, nameAr: figures.institutionNameAr }, language);
  const offline = figures && {
    title: figures.name,
    render: (retry: () => void) => (
      <DirectorySummary
        facts={[
          {
            label: t('browse.filter.institution'),
            value: place?.text ?? '',
            lang: place?.lang === language ? undefined : place?.lang,
          },
        ]}
        score={figures.score}
        reviews={figures.reviews}
        retry={retry}
      />
    ),
  };
  return (
    <RecordStates
      state={state}
      offline={offline}
      trail={[{ label: t('programs.title'), link: { to: '/programs' } }]}
      pendingTitle={t('program.title')}
      notFoundTitle={t('program.notFound.title')}
      notFoundText={t('program.notFound.text')}
      back={{ label: t('programs.search'), link: { to: '/programs' } }}
    >
      {(program) => children(program.name, program)}
    </RecordStates>
  );
}
