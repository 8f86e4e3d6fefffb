import type { ComponentType, ReactNode } from 'react';
import { isClaimant, pendingClaim } from '@/domain/professors';
import { contributionStateLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { RecordStates } from '@/ui/record-states';
import { StatusPanel } from '@/ui/status-panel';
import { useMyClaims } from '../use-my-claims';
import { useProfile } from '../use-profile';
import { ClaimForm } from './claim-form';

/** What the reader's own claims say about this profile, else the form (a taken profile cannot be claimed). */
function ClaimOrState({ id, name, verified }: { id: string; name: string; verified: boolean }) {
  const t = useT();
  const claims = useMyClaims();
  if (claims && isClaimant(claims, id))
    return <StatusPanel title={t('browse.instructor.verified')} text={t('form.claim.yours')} />;
  if (claims && pendingClaim(claims, id))
    return <StatusPanel title={t(contributionStateLabel('pending'))} text={t('browse.instructor.claimPending')} />;
  if (verified) return <StatusPanel title={t('browse.instructor.verified')} text={t('form.error.alreadyClaimed')} />;
  return <ClaimForm id={id} name={name} />;
}

/** `/instructors/$instructorId/claim`; `gate` (the accounts feature's AuthGate) lets only verified accounts claim. */
export function ClaimPage({ id, gate: Gate }: { id: string; gate: ComponentType<{ children: ReactNode }> }) {
  const t = useT();
  const trail = [{ label: t('instructors.title'), link: { to: '/instructors' } as const }];
  return (
    <RecordStates
      state={useProfile(id)}
      trail={trail}
      pendingTitle={t('instructor.title')}
      notFoundTitle={t('instructor.notFound.title')}
      notFoundText={t('instructor.notFound.text')}
      back={{ label: t('instructors.search'), link: { to: '/instructors' } }}
    >
      {(profile) => (
        <PageFrame
          title={t('form.claim.title', { name: profile.name })}
          intro={t('form.claim.intro')}
          trail={[
            ...trail,
            { label: profile.name, link: { to: '/instructors/$instructorId', params: { instructorId: id } } },
          ]}
        >
          <Gate>
            <ClaimOrState id={id} name={profile.name} verified={profile.verified} />
          </Gate>
        </PageFrame>
      )}
    </RecordStates>
  );
}
