import { createFileRoute } from '@tanstack/react-router';
import { openAuthDialog } from '@/features/auth/auth-dialog-store';
import { OutboxPage } from '@/features/outbox/components/outbox-page';

export const Route = createFileRoute('/outbox')({
  component: () => <OutboxPage onSignIn={() => openAuthDialog('sign-in')} />,
});
