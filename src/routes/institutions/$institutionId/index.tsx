import { createFileRoute } from '@tanstack/react-router';
import { InstitutionPage } from '@/features/institutions/components/institution-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/institutions/$institutionId/')({
  loader: () => ensureMessagePart('browse'),
  component: InstitutionRoute,
});

function InstitutionRoute() {
  const { institutionId } = Route.useParams();
  return <InstitutionPage id={institutionId} />;
}
