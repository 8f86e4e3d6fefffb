// The in-app notice of moderators' decisions about what the signed-in account wrote, at its next visit
// (POST /api/rayek/contributions/news: the decisions since the app last asked, counted, and marked seen). Asked
// once per account per page load, after start-up (app/after-start.ts), so none of it is first-load code; a
// failed ask is not retried before the next visit (My contributions always tells).
import { createIntl } from 'react-intl';
import { useSession } from '@/lib/auth/session-store';
import { ensureMessagePart, useI18nStore } from '@/lib/i18n/language-store';
import type { MessageId } from '@/lib/i18n/use-t';
import { getPocketBase } from '@/lib/pocketbase/client';
import { notify } from '@/ui/notifications/notify';

interface News {
  published: number;
  refused: number;
  reviewed: number;
}

const SENTENCES: Record<keyof News, MessageId> = {
  refused: 'contributions.notice.refused',
  published: 'contributions.notice.published',
  reviewed: 'contributions.notice.reviewed',
};

let asked = '';

async function ask(userId: string): Promise<void> {
  try {
    const pb = await getPocketBase();
    const news = await pb.send<News>('/api/rayek/contributions/news', { method: 'POST', requestKey: null });
    const told = (Object.keys(SENTENCES) as (keyof News)[]).filter((k) => news[k] > 0);
    if (told.length === 0 || useSession.getState().user?.id !== userId) return;
    await ensureMessagePart('contribute');
    const { language, messages } = useI18nStore.getState();
    const intl = createIntl({ locale: language, messages });
    const text = told.map((k) => intl.formatMessage({ id: SENTENCES[k] })).join(' ');
    notify.info(text, { to: '/my-contributions', label: intl.formatMessage({ id: 'contributions.title' }) });
  } catch {
    // Offline or refused: the decisions stay unseen, told at the next visit.
  }
}

/** Asks now for the signed-in, verified account, and for any account that signs in later on this page. */
export function startDecisionNotices(): void {
  const check = () => {
    const user = useSession.getState().user;
    // Offline, the ask would only fail (and log a failed request): the next visit asks.
    if (!user || !user.verified || asked === user.id || !navigator.onLine) return;
    asked = user.id;
    void ask(user.id);
  };
  check();
  useSession.subscribe(check);
}
