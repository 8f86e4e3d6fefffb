import type { ComponentType, ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { AddInstructorForm } from './add-instructor-form';

/** `/instructors/add`; `gate` (the accounts feature's AuthGate) lets only verified users write. */
export function AddInstructorPage({ gate: Gate }: { gate: ComponentType<{ children: ReactNode }> }) {
  const t = useT();
  return (
    <PageFrame
      title={t('instructors.add.title')}
      intro={t('instructors.add.intro')}
      trail={[{ label: t('instructors.title'), link: { to: '/instructors' } }]}
    >
      <Gate>
        <AddInstructorForm />
      </Gate>
    </PageFrame>
  );
}
