import { createFileRoute } from '@tanstack/react-router';
import { ClaimVerifyPage } from '@/features/professors/components/claim-verify-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

function ClaimVerifyRoute() {
  const { token } = Route.useParams();
  return <ClaimVerifyPage token={token} />;
}

export const Route = createFileRoute('/claims/verify/$token')({
  // The page's texts (`form.claimVerify.*`) load with the pages where people write.
  loader: () => ensureMessagePart('contribute'),
  component: ClaimVerifyRoute,
});
