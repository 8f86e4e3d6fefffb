import { useCallback, type ReactNode } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { InstructorRatingPage } from '@/features/instructors/components/instructor-rating-page';
import { OwnProfileGate } from '@/features/professors/components/own-profile-gate';
import { ensureMessageParts } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/instructors/$instructorId/add-rating')({
  // The form's texts, and the record frame's (loading, not found, offline) from the browse pages.
  loader: () => ensureMessageParts('contribute', 'browse'),
  component: AddRatingRoute,
});

function AddRatingRoute() {
  const { instructorId } = Route.useParams();
  // Verified accounts only, and never the profile's own professor.
  const Gate = useCallback(
    ({ children }: { children: ReactNode }) => (
      <AuthGate>
        <OwnProfileGate instructorId={instructorId}>{children}</OwnProfileGate>
      </AuthGate>
    ),
    [instructorId],
  );
  return <InstructorRatingPage id={instructorId} gate={Gate} />;
}
