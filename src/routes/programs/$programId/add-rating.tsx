import { createFileRoute } from '@tanstack/react-router';
import { ProgramRatingPage } from '@/features/programs/components/program-rating-page';

export const Route = createFileRoute('/programs/$programId/add-rating')({ component: AddRatingRoute });

function AddRatingRoute() {
  const { programId } = Route.useParams();
  return <ProgramRatingPage id={programId} />;
}
