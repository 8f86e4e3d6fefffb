import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { RecordStates } from '@/ui/record-states';
import { useInstructorSummary, type InstructorSummary } from '../use-instructor-summary';

/** The instructor pages' shared states; `children` gets the instructor's name (and the rest) once it is known. */
export function InstructorFrame({ id, children }: { id: string; children: (name: string, instructor: InstructorSummary) => ReactNode }) {
  const t = useT();
  const state = useInstructorSummary(id);
  return (
    <RecordStates
      state={state}
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
