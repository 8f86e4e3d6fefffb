import { createFileRoute } from '@tanstack/react-router';
import { ProgramPage } from '@/features/programs/components/program-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/programs/$programId/')({
  loader: () => ensureMessagePart('browse'),
  component: ProgramRoute,
});

function ProgramRoute() {
  const { programId } = Route.useParams();
  return <ProgramPage id={programId} />;
}
