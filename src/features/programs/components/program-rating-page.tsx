import type { ComponentType, ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { ProgramFrame } from './program-frame';
import { ProgramRatingForm } from './program-rating-form';

/** `/programs/$programId/add-rating`; `gate` (the accounts feature's AuthGate) lets only verified users write. */
export function ProgramRatingPage({ id, gate: Gate }: { id: string; gate: ComponentType<{ children: ReactNode }> }) {
  const t = useT();
  return (
    <ProgramFrame id={id}>
      {(name) => (
        <PageFrame
          title={t('rating.title', { name })}
          trail={[
            { label: t('programs.title'), link: { to: '/programs' } },
            { label: name, link: { to: '/programs/$programId', params: { programId: id } } },
          ]}
        >
          <Gate>
            <ProgramRatingForm id={id} name={name} />
          </Gate>
        </PageFrame>
      )}
    </ProgramFrame>
  );
}
