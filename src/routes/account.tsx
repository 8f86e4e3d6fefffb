import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/components/account-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/account')({
  // The settings' texts (`account.*`) load with the pages where people write.
  loader: () => ensureMessagePart('contribute'),
  component: AccountPage,
});
