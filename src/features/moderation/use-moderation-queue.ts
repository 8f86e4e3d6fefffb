import { useCallback, useEffect, useRef } from 'react';
import { ERROR_CODES } from '@/domain/error-codes';
import type { QueueKind } from '@/domain/moderation';
import type { ReportReason } from '@/domain/report-reasons';
import { usePrivateQuery } from '@/lib/mirror/use-private-query';
import { fieldCodes } from '@/lib/pocketbase/request-error';
import { refreshCounts } from './counts-store';
import { fetchQueue, postDecision, type DecisionBody, type QueueItem, type ReportItem } from './moderation-api';

/** A reason's waiting count once the report `item` is decided. */
function withoutOne(reasons: Record<ReportReason, number>, item: QueueItem | undefined): Record<ReportReason, number> {
  const reason = item && 'report_reason' in item ? (item as ReportItem).report_reason : undefined;
  return reason && reasons[reason] > 0 ? { ...reasons, [reason]: reasons[reason] - 1 } : reasons;
}

/**
 * `instructor-not-published`: an instructor rating waits for its instructor's publication; `already-claimed`: the
 * profile has its professor already; `own`: about a profile the moderator holds or claims, which another moderator
 * decides;
 * `changed`: the reply was edited since it was read (the queue is read again). Nothing changed on the server in these.
 */
export type DecisionOutcome =
  'done' | 'already-decided' | 'instructor-not-published' | 'already-claimed' | 'own' | 'changed' | 'failed';

/**
 * One waiting queue, oldest first, through the private query (in memory only: waiting items are unpublished
 * content), the reports queue filtered by `reason` when one is given. A decided item leaves the list at once (a
 * decided report its reason's count too); an emptied page loads the next one. `refused`: the server
 * does not take this account for a moderator (any more).
 */
export function useModerationQueue(kind: QueueKind, reason: ReportReason | '' = '') {
  const {
    state,
    retry: reload,
    update,
  } = usePrivateQuery(`moderation/${kind}/${reason}`, (_pb, signal) => fetchQueue(kind, signal, undefined, reason));
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const remove = useCallback(
    (id: string) => {
      const before = latest.current;
      update((page) => ({
        items: page.items.filter((i) => i.id !== id),
        totalItems: Math.max(0, page.totalItems - 1),
        reasons:
          page.reasons &&
          withoutOne(
            page.reasons,
            page.items.find((i) => i.id === id),
          ),
      }));
      // The last item of the page was decided while more wait: fetch the next oldest.
      const page = before.status === 'ready' ? before.data : null;
      if (page && page.items.length === 1 && page.items[0]!.id === id && page.totalItems > 1) reload();
    },
    [reload, update],
  );

  const decide = useCallback(
    async (body: Omit<DecisionBody, 'collection'>): Promise<DecisionOutcome> => {
      try {
        await postDecision({ ...body, collection: kind });
        remove(body.id);
        void refreshCounts();
        return 'done';
      } catch (error) {
        const fields = fieldCodes(error);
        const code = fields.status;
        if (fields.revision === ERROR_CODES.ALREADY_DECIDED) {
          reload();
          return 'changed';
        }
        if (code === ERROR_CODES.ALREADY_CLAIMED) return 'already-claimed';
        if (code === ERROR_CODES.OWN_PROFILE) return 'own';
        if (code === ERROR_CODES.ALREADY_DECIDED) {
          remove(body.id);
          void refreshCounts();
          return 'already-decided';
        }
        if (code === ERROR_CODES.INSTRUCTOR_NOT_PUBLISHED) return 'instructor-not-published';
        return 'failed';
      }
    },
    [kind, remove, reload],
  );

  return { state, decide, reload };
}
