import { createFileRoute } from '@tanstack/react-router';
import { InstructorsPage } from '@/features/instructors/components/instructors-page';

export const Route = createFileRoute('/instructors/')({ component: InstructorsPage });
