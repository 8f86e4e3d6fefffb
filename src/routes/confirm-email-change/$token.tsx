import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailChangePage } from '@/features/auth/components/confirm-email-change-page';

function ConfirmEmailChangeRoute() {
  const { token } = Route.useParams();
  // Keyed by the token: another link opened in this tab starts from its own claims.
  return <ConfirmEmailChangePage key={token} token={token} />;
}

export const Route = createFileRoute('/confirm-email-change/$token')({ component: ConfirmEmailChangeRoute });
