import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from '@/features/auth/components/verify-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

function VerifyRoute() {
  const { token } = Route.useParams();
  return <VerifyPage token={token} />;
}

export const Route = createFileRoute('/verify/$token')({
  // The page's texts (`auth.verify.*`) load with the pages where people write.
  loader: () => ensureMessagePart('contribute'),
  component: VerifyRoute,
});
