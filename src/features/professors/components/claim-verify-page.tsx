import { Link } from '@tanstack/react-router';
import { isRecordId } from '@/domain/record-id';
import { useT } from '@/lib/i18n/use-t';
import { LoadingState } from '@/ui/loading-state';
import { PageFrame } from '@/ui/page-frame';
import { StatusPanel } from '@/ui/status-panel';
import { UnreachablePanel } from '@/ui/unreachable-panel';
import { useClaimVerify } from '../use-claim-verify';

/** `/claims/verify/$token`: the link sent to a claim's institutional address. Works signed in or not. */
export function ClaimVerifyPage({ token }: { token: string }) {
  const t = useT();
  const state = useClaimVerify(token);
  return (
    <PageFrame title={t('form.claimVerify.title')}>
      {state.status === 'idle' || state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'ready' ? (
        <StatusPanel title={t('form.claimVerify.doneTitle')} text={t('form.claimVerify.done')}>
          {isRecordId(state.data) ? (
            <Link className="button" to="/instructors/$instructorId" params={{ instructorId: state.data }}>
              {t('form.claimVerify.back')}
            </Link>
          ) : null}
        </StatusPanel>
      ) : null}
      {state.status === 'refused' ? (
        <StatusPanel title={t('form.done.notAccepted')} text={t('form.claimVerify.invalid')} />
      ) : null}
      {state.status === 'offline-unavailable' ? <UnreachablePanel retry={state.retry} /> : null}
    </PageFrame>
  );
}
