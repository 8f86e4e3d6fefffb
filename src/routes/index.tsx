import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '@/features/home/components/landing-page';

export const Route = createFileRoute('/')({ component: LandingPage });
