import { createFileRoute } from '@tanstack/react-router';
import { AddInstructorPage } from '@/features/instructors/components/add-instructor-page';

export const Route = createFileRoute('/instructors/add')({ component: AddInstructorPage });
