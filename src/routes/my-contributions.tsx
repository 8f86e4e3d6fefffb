import { createFileRoute } from '@tanstack/react-router';
import { MyContributionsPage } from '@/features/contributions/components/my-contributions-page';

export const Route = createFileRoute('/my-contributions')({ component: MyContributionsPage });
