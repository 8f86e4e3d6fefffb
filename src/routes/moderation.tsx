import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '@/app/not-authorized-page';
import { ModerationPage } from '@/features/moderation/components/moderation-page';
import { useFreshRole } from '@/features/moderation/use-fresh-role';
import { useSession } from '@/lib/auth/session-store';
import { ensureMessageParts } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { StatusPanel } from '@/ui/status-panel';

export const Route = createFileRoute('/moderation')({
  // The names of scores come with the `browse` part (lib/i18n/labels.ts).
  loader: () => ensureMessageParts('contribute', 'browse'),
  component: ModerationRoute,
});

/** Moderators get the queues; other accounts the not-authorized page; signed-out visitors are told to sign in. */
function ModerationRoute() {
  const t = useT();
  const role = useSession((s) => s.user?.role ?? null);
  useFreshRole();
  if (role === null) {
    return (
      <PageFrame title={t('moderation.title')}>
        <StatusPanel title={t('moderation.signedOut.title')} text={t('moderation.signedOut.text')} />
      </PageFrame>
    );
  }
  return role === 'MODERATOR' ? <ModerationPage /> : <NotAuthorizedPage />;
}
