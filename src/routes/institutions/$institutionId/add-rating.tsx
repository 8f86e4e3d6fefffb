import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { InstitutionRatingPage } from '@/features/institutions/components/institution-rating-page';
import { ensureMessageParts } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/institutions/$institutionId/add-rating')({
  // The form's texts, and the record frame's (loading, not found, offline) from the browse pages.
  loader: () => ensureMessageParts('contribute', 'browse'),
  component: AddRatingRoute,
});

function AddRatingRoute() {
  const { institutionId } = Route.useParams();
  return <InstitutionRatingPage id={institutionId} gate={AuthGate} />;
}
