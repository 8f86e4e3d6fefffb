import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { InstitutionRatingPage } from '@/features/institutions/components/institution-rating-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/institutions/$institutionId/add-rating')({
  loader: () => ensureMessagePart('contribute'),
  component: AddRatingRoute,
});

function AddRatingRoute() {
  const { institutionId } = Route.useParams();
  return <InstitutionRatingPage id={institutionId} gate={AuthGate} />;
}
