import { createFileRoute } from '@tanstack/react-router';
import { ProgramPage } from '@/features/programs/components/program-page';

export const Route = createFileRoute('/programs/$programId/')({ component: ProgramRoute });

function ProgramRoute() {
  const { programId } = Route.useParams();
  return <ProgramPage id={programId} />;
}
