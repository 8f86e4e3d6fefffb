import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { ProgramRatingPage } from '@/features/programs/components/program-rating-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/programs/$programId/add-rating')({
  loader: () => ensureMessagePart('contribute'),
  component: AddRatingRoute,
});

function AddRatingRoute() {
  const { programId } = Route.useParams();
  return <ProgramRatingPage id={programId} gate={AuthGate} />;
}
