import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { AddInstructorPage } from '@/features/instructors/components/add-instructor-page';

export const Route = createFileRoute('/instructors/add')({ component: AddInstructorRoute });

function AddInstructorRoute() {
  return <AddInstructorPage gate={AuthGate} />;
}
