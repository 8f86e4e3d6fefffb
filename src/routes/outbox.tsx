import { createFileRoute } from '@tanstack/react-router';
import { openAuthDialog } from '@/slices/account/auth-dialog-store';
import { OutboxPage } from '@/features/outbox/components/outbox-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/outbox')({
  // Refused fields are described with the forms' messages.
  loader: () => ensureMessagePart('contribute'),
  component: () => <OutboxPage onSignIn={() => openAuthDialog('sign-in')} />,
});
