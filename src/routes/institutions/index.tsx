import { createFileRoute } from '@tanstack/react-router';
import { InstitutionsPage } from '@/features/institutions/components/institutions-page';

export const Route = createFileRoute('/institutions/')({ component: InstitutionsPage });
