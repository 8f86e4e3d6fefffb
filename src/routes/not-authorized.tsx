import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '@/app/not-authorized-page';

export const Route = createFileRoute('/not-authorized')({ component: NotAuthorizedPage });
