import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { QueueKind } from '@/domain/moderation';
import type { ReportReason } from '@/domain/report-reasons';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { LoadingState } from '@/ui/loading-state';
import { notify } from '@/ui/notifications/notify';
import { StatusPanel } from '@/ui/status-panel';
import type { QueueItem, QueuePage } from '../moderation-api';
import { useModerationQueue, type DecisionOutcome } from '../use-moderation-queue';
import type { Decision } from './decision-form';
import { QueueItemCard } from './queue-item';
import { ReportReasonFilter } from './report-reason-filter';

function successText(decision: Decision): MessageId {
  if (decision.status === 'TREATED') return decision.takeDown ? 'moderation.done.takenDown' : 'moderation.done.kept';
  return decision.status === 'ACTIVE' || decision.status === 'APPROVED'
    ? 'moderation.done.approved'
    : 'moderation.done.rejected';
}

/** Why a decision left the item waiting, or null when the item is decided (by this moderator or another). */
function keptText(outcome: DecisionOutcome): MessageId | null {
  switch (outcome) {
    case 'failed':
      return 'moderation.failed';
    case 'instructor-not-published':
      return 'moderation.instructorNotPublished';
    case 'already-claimed':
      return 'moderation.claim.taken';
    case 'own':
      return 'moderation.own';
    case 'changed':
      return 'moderation.reply.changed';
    default:
      return null;
  }
}

/**
 * One queue: its waiting items, oldest first (the reports of one reason, when the moderator filters them); after a
 * decision, focus moves to the item that takes its place.
 */
export function QueuePanel({ kind }: { kind: QueueKind }) {
  const t = useT();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const { state, decide } = useModerationQueue(kind, reason);
  // The filter stays on screen while another reason loads, with the counts of the last answer.
  const [reasonCounts, setReasonCounts] = useState<QueuePage['reasons']>();
  if (state.status === 'ready' && state.data.reasons && state.data.reasons !== reasonCounts)
    setReasonCounts(state.data.reasons);
  const filter =
    kind === 'reports' ? <ReportReasonFilter value={reason} counts={reasonCounts} onChange={setReason} /> : null;
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the decided item has left the list (set before deciding: the list may re-render first).
  const focusNext = useRef<{ id: string | null } | null>(null);

  useEffect(() => {
    const pending = focusNext.current;
    if (!pending || state.status !== 'ready') return;
    focusNext.current = null;
    const target = pending.id ? headings.current.get(pending.id) : null;
    if (target) target.focus();
    else if (state.data.items.length > 0) headings.current.get(state.data.items[0]!.id)?.focus();
    else emptyRef.current?.focus();
  }, [state]);

  const onDecide = async (item: QueueItem, decision: Decision) => {
    const items = state.status === 'ready' ? state.data.items : [];
    const index = items.findIndex((i) => i.id === item.id);
    const next = items[index + 1] ?? items[index - 1] ?? null;
    focusNext.current = { id: next?.id ?? null };
    // A reply is decided as the moderator read it: the server refuses the decision if its body changed since.
    const revision = kind === 'rating_replies' && typeof item.revision === 'number' ? item.revision : undefined;
    const outcome = await decide({
      id: item.id,
      status: decision.status,
      reason: decision.reason || undefined,
      takeDown: decision.takeDown,
      revision,
    });
    const kept = keptText(outcome);
    if (kept) {
      // The item stays with the moderator's typed reason, ready for another try (a changed reply is read again).
      focusNext.current = null;
      notify.error(t(kept));
      return;
    }
    if (outcome === 'already-decided') notify.info(t('moderation.alreadyDecided'));
    else notify.success(t(successText(decision)));
  };

  let body: ReactNode;
  switch (state.status) {
    case 'idle':
    case 'loading':
      body = <LoadingState />;
      break;
    case 'refused':
      return <StatusPanel title={t('notAuthorized.title')} text={t('notAuthorized.text')} />;
    case 'offline-unavailable':
      body = (
        <StatusPanel title={t('status.unreachable.title')} text={t('status.unreachable.text')}>
          <button type="button" className="button" onClick={state.retry}>
            {t('status.retry')}
          </button>
        </StatusPanel>
      );
      break;
    case 'ready':
      body = (
        <div className="moderation-queue">
          <p className="moderation-waiting" ref={emptyRef} tabIndex={-1}>
            {state.data.totalItems === 0
              ? t('moderation.empty')
              : t('moderation.waiting', { count: state.data.totalItems })}
          </p>
          {state.data.items.map((item, i) => (
            <QueueItemCard
              key={item.id}
              kind={kind}
              item={item}
              position={i + 1}
              onDecide={onDecide}
              ref={(el) => {
                if (el) headings.current.set(item.id, el);
                else headings.current.delete(item.id);
              }}
            />
          ))}
        </div>
      );
      break;
  }
  return (
    <>
      {filter}
      {body}
    </>
  );
}
