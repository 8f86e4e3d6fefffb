// Starts the outbox sync in this tab and turns its events into translated notifications. The engine lives
// in lib/ and knows no texts; this is the one place that says them.
import { useEffect } from 'react';
import type { Translate } from '@/lib/i18n/use-t';
import { onOutboxEvent, type OutboxEvent } from '@/lib/outbox/outbox-status';
import { startOutboxSync } from '@/lib/outbox/outbox-runtime';
import { notify } from '@/ui/notifications/notify';

export function deliveredText(
  collection: string,
): 'outbox.delivered.report' | 'outbox.delivered.instructor' | 'outbox.delivered.rating' | 'outbox.delivered.sent' {
  if (collection === 'reports') return 'outbox.delivered.report';
  // A professor's claim and reply: a moderator reviews them (one text for both keeps the first load small).
  if (collection === 'instructor_claims' || collection === 'rating_replies') return 'outbox.delivered.sent';
  if (collection === 'instructors') return 'outbox.delivered.instructor';
  return 'outbox.delivered.rating';
}

function announce(event: OutboxEvent, t: Translate): void {
  switch (event.type) {
    case 'delivered':
      // A vote shows itself on its rating at once; a message for each would be noise.
      if (event.item.kind !== 'vote') notify.success(t(deliveredText(event.item.collection)));
      break;
    case 'failed':
      notify.error(t('outbox.notify.failed'));
      break;
    case 'needs-sign-in':
      notify.info(t('outbox.notify.signIn'));
      break;
  }
}

export function useOutboxRuntime(t: Translate): void {
  useEffect(() => {
    const stop = startOutboxSync();
    return () => stop();
  }, []);
  useEffect(() => onOutboxEvent((event) => announce(event, t)), [t]);
}
