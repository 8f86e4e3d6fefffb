import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { AddInstructorPage } from '@/features/instructors/components/add-instructor-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/instructors/add')({
  loader: () => ensureMessagePart('contribute'),
  component: AddInstructorRoute,
});

function AddInstructorRoute() {
  return <AddInstructorPage gate={AuthGate} />;
}
