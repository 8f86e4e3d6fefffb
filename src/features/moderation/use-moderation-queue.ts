import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueueKind } from '@/domain/moderation';
import { refreshCounts } from './counts-store';
import { errorCode, errorStatus, fetchQueue, postDecision, type DecisionBody, type QueueItem } from './moderation-api';

export type QueueState =
  | { status: 'loading' }
  | { status: 'ready'; items: QueueItem[]; totalItems: number }
  | { status: 'forbidden' }
  | { status: 'unreachable' };

/** `instructor-not-published`: an instructor rating waits for its instructor's publication; nothing changed. */
export type DecisionOutcome = 'done' | 'already-decided' | 'instructor-not-published' | 'failed';

/** One waiting queue, oldest first. A decided item leaves the list at once; an emptied page loads the next one. */
export function useModerationQueue(kind: QueueKind) {
  const [state, setState] = useState<QueueState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  useEffect(() => {
    let current = true;
    fetchQueue(kind).then(
      (page) => current && setState({ status: 'ready', items: page.items, totalItems: page.totalItems }),
      (error: unknown) => current && setState({ status: errorStatus(error) === 403 ? 'forbidden' : 'unreachable' }),
    );
    return () => {
      current = false;
    };
  }, [kind, attempt]);

  const remove = useCallback(
    (id: string) => {
      const before = latest.current;
      setState((s) => {
        if (s.status !== 'ready') return s;
        const items = s.items.filter((i) => i.id !== id);
        return { status: 'ready', items, totalItems: Math.max(0, s.totalItems - 1) };
      });
      // The last item of the page was decided while more wait: fetch the next oldest.
      if (before.status === 'ready' && before.items.length === 1 && before.items[0]!.id === id && before.totalItems > 1) {
        reload();
      }
    },
    [reload],
  );

  const decide = useCallback(
    async (body: Omit<DecisionBody, 'collection'>): Promise<DecisionOutcome> => {
      try {
        await postDecision({ ...body, collection: kind });
        remove(body.id);
        void refreshCounts();
        return 'done';
      } catch (error) {
        if (errorCode(error, 'status') === 'validation_already_decided') {
          remove(body.id);
          void refreshCounts();
          return 'already-decided';
        }
        if (errorCode(error, 'status') === 'validation_instructor_not_published') return 'instructor-not-published';
        return 'failed';
      }
    },
    [kind, remove],
  );

  return { state, decide, reload };
}
