import { createFileRoute } from '@tanstack/react-router';
import { InstitutionPage } from '@/features/institutions/components/institution-page';

export const Route = createFileRoute('/institutions/$institutionId/')({ component: InstitutionRoute });

function InstitutionRoute() {
  const { institutionId } = Route.useParams();
  return <InstitutionPage id={institutionId} />;
}
