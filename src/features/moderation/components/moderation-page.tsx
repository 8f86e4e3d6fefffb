import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { DIRECTIONS } from '@/domain/languages';
import { QUEUE_KINDS, type QueueKind } from '@/domain/moderation';
import { useI18n } from '@/lib/i18n/language-store';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { LoadingState } from '@/ui/loading-state';
import { PageFrame } from '@/ui/page-frame';
import { useCountsStore } from '../counts-store';
import type { Counts } from '../moderation-api';
import { useModerationCounts } from '../use-moderation-counts';
import { QueuePanel } from './queue-panel';
import './moderation.css';

const TAB_LABELS: Readonly<Record<QueueKind, MessageId>> = {
  institution_ratings: 'moderation.tab.institution_ratings',
  program_ratings: 'moderation.tab.program_ratings',
  instructor_ratings: 'moderation.tab.instructor_ratings',
  instructors: 'moderation.tab.instructors',
  reports: 'moderation.tab.reports',
  instructor_claims: 'moderation.tab.instructor_claims',
  rating_replies: 'moderation.tab.rating_replies',
  rating_revisions: 'moderation.tab.rating_revisions',
};

/** The queue the page opens on: the first, in the tabs' order, with items waiting (the first one when none waits). */
function openingQueue(counts: Counts): QueueKind {
  return QUEUE_KINDS.find((kind) => counts[kind] > 0) ?? QUEUE_KINDS[0];
}

/**
 * `/moderation` for moderators (the route checks the role): one tab per waiting queue. It opens on the first queue
 * with items waiting, once the counts are known (on the first queue if they cannot be read); the choice is made
 * once, so a queue emptied by the moderator's decisions stays on screen until they choose another.
 */
export function ModerationPage() {
  const t = useT();
  const language = useI18n((s) => s.language);
  const counts = useModerationCounts();
  const countsFailed = useCountsStore((s) => s.failed);
  const [chosen, setTab] = useState<QueueKind | null>(null);
  const opening = counts ? openingQueue(counts) : countsFailed ? QUEUE_KINDS[0] : null;
  const tab = chosen ?? opening;
  // Chosen once (React's "adjust state while rendering"): later counts do not move the moderator elsewhere.
  if (chosen === null && opening !== null) setTab(opening);

  if (tab === null) {
    return (
      <PageFrame title={t('moderation.title')} intro={t('moderation.intro')}>
        <LoadingState />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('moderation.title')} intro={t('moderation.intro')}>
      <Tabs.Root
        className="moderation-tabs"
        value={tab}
        onValueChange={(value) => setTab(value as QueueKind)}
        dir={DIRECTIONS[language]}
        activationMode="manual"
      >
        <Tabs.List className="moderation-tab-list" aria-label={t('moderation.queues')}>
          {QUEUE_KINDS.map((kind) => (
            <Tabs.Trigger key={kind} value={kind} className="moderation-tab">
              {t(TAB_LABELS[kind])}
              {counts ? <span className="moderation-count">{counts[kind]}</span> : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {QUEUE_KINDS.map((kind) => (
          <Tabs.Content key={kind} value={kind} className="moderation-tab-panel">
            <h2 className="visually-hidden">{t(TAB_LABELS[kind])}</h2>
            <QueuePanel kind={kind} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageFrame>
  );
}
