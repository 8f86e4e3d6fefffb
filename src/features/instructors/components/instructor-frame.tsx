import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { RecordStates } from '@/ui/record-states';
import { useInstructorSummary } from '../use-instructor-summary';

/** The instructor pages' shared states; `children` gets the instructor's name once it is known. */
export function InstructorFrame({ id, children }: { id: string; children: (name: string) => ReactNode }) {
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
      {(instructor) => children(instructor.name)}
    </RecordStates>
  );
}
