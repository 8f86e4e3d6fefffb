import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/auth/components/account-page';

export const Route = createFileRoute('/account')({ component: AccountPage });
