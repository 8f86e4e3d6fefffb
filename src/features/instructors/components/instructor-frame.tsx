import type { ReactNode } from 'react';
import { displayName } from '@/domain/display-name';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { useDirectoryFigures } from '@/lib/mirror/use-directory-figures';
import { DirectorySummary } from '@/ui/directory-summary';
import { RecordStates } from '@/ui/record-states';
import { useInstructorSummary, type InstructorSummary } from '../use-instructor-summary';

/**
 * The instructor pages' shared states; `children` gets the instructor's name (and the rest) once it is known.
 * With `directorySummary` (the instructor's page), a profile never opened shows offline its figures from the
 * device's directory.
 */
export function InstructorFrame({
  id,
  children,
  directorySummary = false,
}: {
  id: string;
  children: (name: string, instructor: InstructorSummary) => ReactNode;
  directorySummary?: boolean;
}) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const state = useInstructorSummary(id);
  const figures = useDirectoryFigures('instructors', id, directorySummary && state.status === 'offline-unavailable');
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
          { label: t('browse.fact.department'), value: figures.department },
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
      trail={[{ label: t('instructors.title'), link: { to: '/instructors' } }]}
      pendingTitle={t('instructor.title')}
      notFoundTitle={t('instructor.notFound.title')}
      notFoundText={t('instructor.notFound.text')}
      back={{ label: t('instructors.search'), link: { to: '/instructors' } }}
    >
      {(instructor) => children(instructor.name, instructor)}
    </RecordStates>
  );
}
