import { createFileRoute } from '@tanstack/react-router';
import { ensureMessagePart } from '@/lib/i18n/language-store';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  // Keyed by the token: another link opened in this tab starts from its own claims.
  return <ResetPasswordPage key={token} token={token} />;
}

export const Route = createFileRoute('/reset-password/$token')({
  // The page's texts (`auth.reset.*`, `auth.emailChange.*`) load with the pages where people write.
  loader: () => ensureMessagePart('contribute'),
  component: ResetPasswordRoute,
});
