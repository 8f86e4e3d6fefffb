import { createFileRoute } from '@tanstack/react-router';
import { ensureMessagePart } from '@/lib/i18n/language-store';
import { ConfirmEmailChangePage } from '@/features/auth/components/confirm-email-change-page';

function ConfirmEmailChangeRoute() {
  const { token } = Route.useParams();
  // Keyed by the token: another link opened in this tab starts from its own answer.
  return <ConfirmEmailChangePage key={token} token={token} />;
}

export const Route = createFileRoute('/confirm-email-change/$token')({
  // The page's texts (`auth.reset.*`, `auth.emailChange.*`) load with the pages where people write.
  loader: () => ensureMessagePart('contribute'),
  component: ConfirmEmailChangeRoute,
});
