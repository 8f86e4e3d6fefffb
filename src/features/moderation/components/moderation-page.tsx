import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { DIRECTIONS } from '@/domain/languages';
import { QUEUE_KINDS, type QueueKind } from '@/domain/moderation';
import { useI18n } from '@/lib/i18n/language-store';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
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

/** `/moderation` for moderators (the route checks the role): one tab per waiting queue. */
export function ModerationPage() {
  const t = useT();
  const language = useI18n((s) => s.language);
  const counts = useModerationCounts();
  const [tab, setTab] = useState<QueueKind>('institution_ratings');

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
