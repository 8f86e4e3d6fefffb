import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from '@/features/auth/components/verify-page';

function VerifyRoute() {
  const { token } = Route.useParams();
  return <VerifyPage token={token} />;
}

export const Route = createFileRoute('/verify/$token')({ component: VerifyRoute });
