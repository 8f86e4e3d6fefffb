import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { ProgramRatingPage } from '@/features/programs/components/program-rating-page';
import { ensureMessageParts } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/programs/$programId/add-rating')({
  // The form's texts, and the record frame's (loading, not found, offline) from the browse pages.
  loader: () => ensureMessageParts('contribute', 'browse'),
  component: AddRatingRoute,
});

function AddRatingRoute() {
  const { programId } = Route.useParams();
  return <ProgramRatingPage id={programId} gate={AuthGate} />;
}
